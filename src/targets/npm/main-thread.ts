// The npm package's service for a page where no worker can start, a chunk loaded only then: the
// engine from the data folder as a module <script integrity>, the HTTP sources and the SHA-256
// for pages without Web Crypto chunks.
import { contractChunk, openMeteoChunk, sha256Chunk } from '../../worker/bundled-loaders.ts';
import { checkedOnPage } from '../../page-client/checked-on-page.ts';
import type { ServiceHost } from '../../protocol/protocol.ts';
import { createServiceHost } from '../../worker/service-host.ts';

/** The service on the main thread, its caches in memory. */
export const createMainThreadHost = (): ServiceHost =>
  createServiceHost('memory', {
    ...checkedOnPage,
    contract: contractChunk,
    openMeteo: openMeteoChunk,
    sha256: sha256Chunk,
  });
