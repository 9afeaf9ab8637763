// By definition: 10 to the power of 0 to 3 decimals.
const POWERS = [1, 10, 100, 1000] as const;

/**
 * `value` rounded to `decimals` (0–3) decimal places, without −0. Dividing the rounded integer
 * by the power of ten gives the double nearest the decimal, so it prints without binary noise.
 */
export function roundTo(value: number, decimals: 0 | 1 | 2 | 3): number {
  const power = POWERS[decimals];
  return Math.round(value * power) / power + 0;
}
