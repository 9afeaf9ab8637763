/** Subscription tiers: the most hourly records a key may ask for, and its requests per minute. */
export const TIERS = {
  free: { maxHourly: 24, perMinute: 60 },
  standard: { maxHourly: 72, perMinute: 600 },
  pro: { maxHourly: 168, perMinute: 6000 },
} as const;
export type Tier = keyof typeof TIERS;

/** The documented demo keys; a deployment passes its own registry instead. */
export const DEFAULT_KEYS: Readonly<Record<string, Tier>> = {
  demo: 'free',
  'demo-standard': 'standard',
  'demo-pro': 'pro',
};

/** A key registry as a Map, refusing tiers that do not exist. */
export function keyRegistry(keys: Readonly<Record<string, string>>): ReadonlyMap<string, Tier> {
  const registry = new Map<string, Tier>();
  for (const key of Object.keys(keys)) {
    const tier = keys[key]!;
    if (!Object.hasOwn(TIERS, tier)) {
      throw new RangeError(`keys: the tier of a key must be one of ${Object.keys(TIERS).join(', ')}, not "${tier}"`);
    }
    registry.set(key, tier as Tier);
  }
  return registry;
}
