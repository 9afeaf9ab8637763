import type { KeyValueStore } from './key-value-store.ts';
import { messageOf } from '../contract/message-of.ts';

/** Options of {@link resilientStore}. */
export interface ResilientStoreOptions {
  /**
   * How long the primary may take to open (or, for a store without `opened`, to answer its first
   * operation) before it counts as hung. Default 2 s.
   */
  timeoutMs?: number;
  /** Told once, when the fallback takes over. Default: console.warn. */
  warn?: (message: string) => void;
}

/**
 * A store that uses `primary` until it throws or hangs once, then `fallback` for the rest of
 * the session (IndexedDB can be missing, blocked by privacy settings, or stuck). The caller sees
 * no error, only a store that forgets on reload; developers get one warning.
 */
export function resilientStore<V>(
  primary: KeyValueStore<V>,
  fallback: KeyValueStore<V>,
  options: ResilientStoreOptions = {},
): KeyValueStore<V> {
  const { timeoutMs = 2000, warn = (message) => console.warn(message) } = options;
  let failed = false;
  // A store that never answers hangs on its first use (an open request left pending). Once it
  // is open, slowness is contention (many tabs queueing transactions), not a hang: the rate
  // limiter must not quietly fall back to a per-tab count under load. So only the opening is
  // timed, never a transaction that waits its turn behind other tabs' writes.
  let answered = false;

  async function attempt<T>(operation: (store: KeyValueStore<V>) => Promise<T>): Promise<T> {
    if (failed) return operation(fallback);
    try {
      if (answered) return await operation(primary);
      if (!primary.opened) {
        const result = await withinTimeout(operation(primary));
        answered = true;
        return result;
      }
      await withinTimeout(primary.opened());
      answered = true;
      return await operation(primary);
    } catch (error) {
      return fail(error, operation);
    }
  }

  async function withinTimeout<T>(work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  function fail<T>(error: unknown, operation: (store: KeyValueStore<V>) => Promise<T>): Promise<T> {
    if (!failed) {
      failed = true;
      warn(`weather-widgets: persistent storage failed (${messageOf(error)}); keeping data in memory for this page.`);
    }
    return operation(fallback);
  }

  return {
    get: (key) => attempt((store) => store.get(key)),
    set: (key, value) => attempt((store) => store.set(key, value)),
    update: (key, updater) => attempt((store) => store.update(key, updater)),
    delete: (key) => attempt((store) => store.delete(key)),
  };
}
