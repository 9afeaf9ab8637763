// Towns' nights are warmer than the land around them: streets and walls give back at night the
// heat they took in by day. Oke (1973, Atmos. Environ. 7:769) found a city's largest heat island
// (calm, clear nights) to grow with the logarithm of its population, 2.01 log10(P) − 4.06 °C in
// European cities. A month's mean minimum warms by a small share of that, and the stations it is
// measured against mostly lie at airports on towns' edges: the share was measured on the
// calibration half of the station reference (`npm run climate-fit`: the mean absolute error of
// the minima, no weather generated), and the warming is capped.

/** The share of Oke's largest heat island that warms a month's mean minimum. Fitted: `npm run climate-fit`. */
export const URBAN_WARMING_SHARE = 0.04;
/** The most a town warms its mean minima, °C. Hand-set: a cap; `npm run climate-fit` does not try others. */
const MOST_URBAN_WARMING = 1;

/** How much warmer, °C, the mean daily minimum is in a town of `population` than the land around it. */
export function urbanWarmingOfMinima(population: number, share = URBAN_WARMING_SHARE): number {
  if (!(population >= 1)) return 0;
  return Math.min(MOST_URBAN_WARMING, Math.max(0, share * (2.01 * Math.log10(population) - 4.06)));
}
