// The script tag's service for a page where no worker can start
// (dist/weather-widgets-main-thread-<hash>.js, loaded only then): its modules come from the data
// folder as module <script integrity>s, which a CSP that allows the script's origin allows.
import { checkedOnPage } from '../../page-client/checked-on-page.ts';
import type { ServiceHost } from '../../protocol/protocol.ts';
import { createServiceHost } from '../../worker/service-host.ts';

/** The service on the main thread, its caches in memory. */
export const createMainThreadHost = (): ServiceHost => createServiceHost('memory', checkedOnPage);
