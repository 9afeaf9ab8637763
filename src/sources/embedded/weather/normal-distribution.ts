// The standard normal distribution, used to turn noise fields (read in standard deviations)
// into probabilities and back, so that a climate's frequencies map onto field thresholds.

/** Φ(z): the probability that a standard normal variable is below z. */
export function normalCdf(z: number): number {
  // Abramowitz & Stegun 7.1.26 for erf (absolute error < 1.5e-7), via Φ(z) = (1 + erf(z/√2)) / 2.
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Φ⁻¹(p): the z below which a standard normal variable falls with probability p (clamped to ±6). */
export function normalQuantile(p: number): number {
  if (p <= 1e-9) return -6;
  if (p >= 1 - 1e-9) return 6;
  // Acklam's rational approximation (relative error < 1.2e-9).
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return tail(q);
  }
  if (p > 1 - low) {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    return -tail(q);
  }
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((-39.69683028665376 * r + 220.9460984245205) * r - 275.9285104469687) * r + 138.357751867269) * r -
      30.66479806614716) *
      r +
      2.506628277459239) *
      q) /
    (((((-54.47609879822406 * r + 161.5858368580409) * r - 155.6989798598866) * r + 66.80131188771543) * r -
      13.28068155288572) *
      r +
      1)
  );
}

function tail(q: number): number {
  return (
    (((((-0.007784894002430293 * q - 0.3223964580411365) * q - 2.400758277161838) * q - 2.549732539343734) * q +
      4.374664141464968) *
      q +
      2.938163982698783) /
    ((((0.007784695709041462 * q + 0.3224671290700398) * q + 2.445134137142996) * q + 3.754408661907416) * q + 1)
  );
}
