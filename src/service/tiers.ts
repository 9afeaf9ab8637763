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

/**
 * A key's entry in a registry: its tier's name, or its settings. A key with `origins` is
 * publishable, made to be written in web pages (docs/server.md, "Publishable keys").
 */
export type KeySettings = string | { tier: string; origins?: readonly string[]; clientShare?: number };

/** What the service knows of one key. */
export interface KeyPolicy {
  tier: Tier;
  /** The origins whose pages may use the key (`https://shop.example`); undefined: any. */
  origins?: ReadonlySet<string>;
  /** The share of the key's quota one client (network address) may use in a minute; 1: all of it. */
  clientShare: number;
}

/** The share of a publishable key's quota one client may use unless its settings say otherwise. */
export const PUBLISHABLE_CLIENT_SHARE = 0.25;

/** A key registry as a Map, refusing tiers that do not exist and settings that cannot work; errors name the key by position only. */
export function keyRegistry(keys: Readonly<Record<string, KeySettings>>): ReadonlyMap<string, KeyPolicy> {
  const registry = new Map<string, KeyPolicy>();
  Object.keys(keys).forEach((key, index) => {
    const settings = keys[key]!;
    const where = `keys: key ${index + 1}`;
    const { tier, origins, clientShare } =
      typeof settings === 'string' ? { tier: settings, origins: undefined, clientShare: undefined } : settings;
    if (typeof tier !== 'string' || !Object.hasOwn(TIERS, tier)) {
      throw new RangeError(
        `keys: the tier of a key must be one of ${Object.keys(TIERS).join(', ')}, not "${String(tier)}"`,
      );
    }
    if (origins !== undefined && (!Array.isArray(origins) || origins.length === 0))
      throw new TypeError(`${where}: origins must be a non-empty array of origins such as "https://shop.example"`);
    const allowed = origins === undefined ? undefined : new Set(origins.map((origin) => originOf(origin, where)));
    const share = clientShare ?? (allowed ? PUBLISHABLE_CLIENT_SHARE : 1);
    if (typeof share !== 'number' || !(share > 0 && share <= 1))
      throw new RangeError(`${where}: clientShare must be a number above 0 and at most 1, not ${String(share)}`);
    registry.set(key, { tier: tier as Tier, clientShare: share, ...(allowed ? { origins: allowed } : {}) });
  });
  return registry;
}

/** `text` if it is an origin (scheme, host and port, nothing more), in its canonical form. */
function originOf(text: unknown, where: string): string {
  const url = typeof text === 'string' && URL.canParse(text) ? new URL(text) : undefined;
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== String(text).replace(/\/$/, '').toLowerCase()) {
    throw new TypeError(
      `${where}: "${String(text)}" is not an origin; write the scheme, host and port only, e.g. "https://shop.example"`,
    );
  }
  return url.origin;
}
