import type { PrecipType } from '../../../contract/records.ts';

// The type of falling precipitation from the REPORTED surface temperature and a seeded
// "warm layer aloft" flag (Jennings et al. 2018, Nat. Commun. 9:1148, put the 50 % rain/snow
// point near 1 °C; freezing rain and ice pellets need a melting layer aloft, Stewart & King 1987):
//   T ≥ 2 °C                         → rain
//   0.5 °C < T < 2 °C                → sleet (our meaning: a rain–snow mix)
//   T ≤ 0.5 °C, no warm layer        → snow
//   −4 °C < T ≤ 0 °C with warm layer → freezing rain (drops melt aloft, stay supercooled)
//   −10 °C < T ≤ −4 °C with warm layer → ice pellets (drops refreeze in the deep cold layer)
//   otherwise                        → snow
// Hand-set within the published ranges named above.
const RAIN_FROM = 2;
const SNOW_UP_TO = 0.5;
const FREEZING_RAIN_ABOVE = -4;
const ICE_PELLETS_ABOVE = -10;

/** The precipitation type of the contract for falling precipitation (never `none`). */
export function precipTypeFor(temp: number, warmLayerAloft: boolean): Exclude<PrecipType, 'none'> {
  if (temp >= RAIN_FROM) return 'rain';
  if (temp > SNOW_UP_TO) return 'sleet';
  if (warmLayerAloft && temp <= 0) {
    if (temp > FREEZING_RAIN_ABOVE) return 'freezing_rain';
    if (temp > ICE_PELLETS_ABOVE) return 'ice_pellets';
  }
  return 'snow';
}

// Published: the snow-to-liquid ratio by temperature (forecasters' rule of thumb: ~5–8:1 near 0 °C, 10:1 near −2 °C,
// 15–20:1 at −4…−9 °C, 20–30:1 below −9 °C), interpolated linearly between these points.
const SNOW_RATIO_POINTS: ReadonlyArray<readonly [number, number]> = [
  [-15, 25],
  [-9, 20],
  [-6, 15],
  [-2, 10],
  [0, 7],
  [1, 6],
];

/** Centimetres of fresh snow per millimetre of liquid water falling as snow at `temp` °C. */
export function snowCmPerMm(temp: number): number {
  const first = SNOW_RATIO_POINTS[0]!;
  const last = SNOW_RATIO_POINTS[SNOW_RATIO_POINTS.length - 1]!;
  if (temp <= first[0]) return first[1] / 10;
  if (temp >= last[0]) return last[1] / 10;
  for (let i = 1; i < SNOW_RATIO_POINTS.length; i++) {
    const [t1, r1] = SNOW_RATIO_POINTS[i]!;
    const [t0, r0] = SNOW_RATIO_POINTS[i - 1]!;
    if (temp <= t1) return (r0 + ((temp - t0) / (t1 - t0)) * (r1 - r0)) / 10;
  }
  return last[1] / 10;
}
