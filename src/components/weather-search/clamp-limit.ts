/** The contract's bounds of a geocode `limit`, and the default. */
export const LIMIT = { min: 1, max: 25, default: 5 } as const;

/** A usable `limit` from whatever the attribute holds: a whole number within 1–25, else the default. */
export function clampLimit(value: unknown): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(number)) return LIMIT.default;
  return Math.min(LIMIT.max, Math.max(LIMIT.min, Math.trunc(number)));
}
