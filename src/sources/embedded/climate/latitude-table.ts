/** Linear interpolation in a table sampled every 10° of absolute latitude (0°, 10°, …, 90°). */
export function byLatitude(table: readonly number[], lat: number): number {
  const position = Math.min(9, Math.abs(lat) / 10);
  const lower = Math.floor(position);
  const upper = Math.min(9, lower + 1);
  const fraction = position - lower;
  return table[lower]! * (1 - fraction) + table[upper]! * fraction;
}

/**
 * Daily-mean top-of-atmosphere insolation in the middle of a month, relative to the equator at
 * an equinox (so 0 in polar night, ~1 in the tropics, up to ~1.2 at high latitudes in summer).
 * Standard formula: Q ∝ h0·sinφ·sinδ + cosφ·cosδ·sin h0, with δ ≈ 23.44°·sin(2π(day − 80)/365).
 */
export function relativeInsolation(lat: number, monthIndex: number): number {
  const day = monthIndex * 30.44 + 15;
  const declination = ((23.44 * Math.PI) / 180) * Math.sin((2 * Math.PI * (day - 80)) / 365);
  const phi = (lat * Math.PI) / 180;
  const cosH0 = Math.min(1, Math.max(-1, -Math.tan(phi) * Math.tan(declination)));
  const h0 = Math.acos(cosH0);
  return Math.max(0, h0 * Math.sin(phi) * Math.sin(declination) + Math.cos(phi) * Math.cos(declination) * Math.sin(h0));
}
