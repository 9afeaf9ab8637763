import type { RequestContext, ServiceReply } from '../service/types.ts';
import type { ResolvedConfig } from './config.ts';

/** A query as the page API takes it: parameter → value; numbers are written as plain decimals. */
export type PageQuery = Readonly<Record<string, string | number | undefined>>;

/** A query as it crosses to the service: strings only, as in a URL. */
export type WireQuery = Record<string, string>;

/**
 * What the worker exposes through Comlink, and what the main-thread fallback implements
 * directly. Every failure travels as a reply value: Comlink would keep only the message,
 * name and stack of a thrown error.
 */
export interface ServiceHost {
  /** Composes the service from the configuration; resolves once it can answer. */
  start(config: ResolvedConfig): Promise<void>;
  /** Answers one request; `context.now` is the page's clock (or its fixed instant). */
  handle(operation: string, query: WireQuery, context?: RequestContext): Promise<ServiceReply>;
  /** Answers at once: proof that the worker's event loop is not stuck. */
  ping(): boolean;
}

/**
 * The part of a Worker the client uses (a MessagePort with `terminate` will do in tests).
 * The shape of Comlink's Endpoint, plus terminate.
 */
export interface WorkerLike {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: object): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: object): void;
  start?: () => void;
  terminate(): void;
}

/**
 * What a worker's bootstrap posts to the page, instead of starting, when the worker's code is not
 * the file the build pinned: `detail` names the file. The page's client answers an `integrity`
 * problem and does not stand in for it on the main thread.
 */
export interface WorkerRefusal {
  weatherWidgetsRefused: { detail: string };
}

/** Whether a message from a worker is its bootstrap's refusal. */
export function isWorkerRefusal(data: unknown): data is WorkerRefusal {
  const refused =
    typeof data === 'object' && data !== null ? (data as Partial<WorkerRefusal>).weatherWidgetsRefused : undefined;
  return typeof refused === 'object' && refused !== null && typeof refused.detail === 'string';
}
