/**
 * Envelopes built once per cached weather series and reused, frozen, for every identical
 * request: many widgets and clients ask the same thing within a quarter hour, and building
 * and serialising the same envelope again is most of the work of a cached answer.
 * Keyed weakly by the series object, so an envelope lives exactly as long as its cache entry
 * (a store that hands out copies, like IndexedDB, simply never hits).
 */
export function createSharedEnvelopes() {
  const bySeries = new WeakMap<object, Map<string, unknown>>();
  return function shared<T>(series: object, variant: string, build: () => T): T {
    let variants = bySeries.get(series);
    if (!variants) {
      variants = new Map();
      bySeries.set(series, variants);
    }
    let envelope = variants.get(variant) as T | undefined;
    if (envelope === undefined) {
      envelope = deepFreeze(build());
      variants.set(variant, envelope);
    }
    return envelope;
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
