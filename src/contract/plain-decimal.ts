/**
 * A number as the contract accepts it: a plain decimal. `String(1e-7)` would give `1e-7`,
 * which the contract rejects as `not_a_number`.
 */
export function plainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(20).replace(/\.?0+$/, '');
}
