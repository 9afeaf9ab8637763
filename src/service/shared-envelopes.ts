import { UNIT_SYSTEMS, type UnitSystem } from '../contract/units.ts';

/**
 * Envelopes built once per cached weather series and reused, frozen, for every identical
 * request: many widgets and clients ask the same thing within a quarter hour, and building
 * and serialising the same envelope again is most of the work of a cached answer.
 * Keyed weakly by the series object, so an envelope lives exactly as long as its cache entry
 * (a store that hands out copies, like IndexedDB, simply never hits).
 */
export function createSharedEnvelopes() {
  const bySeries = new WeakMap<object, Map<string, Map<number, unknown>>>();
  return function shared<T>(series: object, language: string, variant: number, build: () => T): T {
    let languages = bySeries.get(series);
    if (!languages) {
      languages = new Map();
      bySeries.set(series, languages);
    }
    let variants = languages.get(language);
    if (!variants) {
      variants = new Map();
      languages.set(language, variants);
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

/** What tells one envelope of a series from another: what was asked, and where in the series it starts. */
export interface Variant {
  current: boolean;
  units: UnitSystem;
  /** At most LIMITS.days.max (14). */
  days: number;
  /** At most LIMITS.hourly.max (168). */
  hours: number;
  hourIndex: number;
  /** A series holds fewer than 4,096 days. */
  dayIndex: number;
}

/**
 * A variant as one number, each field in bits of its own: a Map finds a number at once, where a
 * string made each request would be built and hashed first.
 */
export function variantKey({ current, units, days, hours, hourIndex, dayIndex }: Variant): number {
  const shape = ((Number(current) * 2 + UNIT_SYSTEMS.indexOf(units)) * 16 + days) * 256 + hours;
  return (hourIndex * 4096 + dayIndex) * 32768 + shape;
}
