/** `value` held within [low, high]. */
export function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** The point `weight` of the way from `from` to `to` (0 gives `from`, 1 gives `to`). */
export function lerp(from: number, to: number, weight: number): number {
  return from + (to - from) * weight;
}
