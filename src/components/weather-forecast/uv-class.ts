// The UV index's class as WHO's "Global Solar UV Index: A Practical Guide" (2002) names it for
// the public. Part of the module loaded on first use (detail-module.ts).

/** The WHO classes' upper bounds in whole index values, low to extreme. */
const UPPER_BOUNDS = [2, 5, 7, 10, Infinity] as const;

/** The WHO class of a UV index: 0 low, 1 moderate, 2 high, 3 very high, 4 extreme. */
export function uvClass(index: number): 0 | 1 | 2 | 3 | 4 {
  const whole = Math.round(index);
  return UPPER_BOUNDS.findIndex((bound) => whole <= bound) as 0 | 1 | 2 | 3 | 4;
}
