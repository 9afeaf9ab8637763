/** The 16 compass points, clockwise from north; each names a 22.5° sector centred on it. */
export const COMPASS_POINTS = [
  'N',
  'NNE',
  'NE',
  'ENE',
  'E',
  'ESE',
  'SE',
  'SSE',
  'S',
  'SSW',
  'SW',
  'WSW',
  'W',
  'WNW',
  'NW',
  'NNW',
] as const;

/** A 16-point compass label. */
export type CompassPoint = (typeof COMPASS_POINTS)[number];

/** The compass label of a direction in degrees (any real number; wrapped into 0–360). */
export function compassPoint(degrees: number): CompassPoint {
  const wrapped = ((degrees % 360) + 360) % 360;
  // Sector boundaries sit 11.25° either side of each label.
  const index = Math.floor((wrapped + 11.25) / 22.5) % 16;
  return COMPASS_POINTS[index]!;
}
