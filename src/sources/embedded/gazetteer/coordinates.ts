// Checks and labels coordinates given to the gazetteer's reverse lookups.

/** Throws a TypeError/RangeError naming the argument unless lat/lon are a valid coordinate. */
export function assertCoordinate(lat: number, lon: number): void {
  for (const [name, value, bound] of [
    ['lat', lat, 90],
    ['lon', lon, 180],
  ] as const) {
    if (typeof value !== 'number' || Number.isNaN(value))
      throw new TypeError(`${name} must be a number, got ${String(value)}`);
    if (!(Math.abs(value) <= bound))
      throw new RangeError(`${name} must be between -${bound} and ${bound}, got ${value}`);
  }
}

function hemisphereLabel(value: number, positive: string, negative: string): string {
  const rounded = value.toFixed(2);
  // A value that rounds to zero is labelled with the positive hemisphere, never "-0.00°S".
  const isZero = Number(rounded) === 0;
  return `${Math.abs(Number(rounded)).toFixed(2)}°${isZero || value > 0 ? positive : negative}`;
}

/** A name for a coordinate with no place nearby: "40.00°N, 30.00°W". */
export function coordinateLabel(lat: number, lon: number): string {
  // -180° and 180° are one meridian; label both "180.00°E".
  const meridian = Number(lon.toFixed(2)) === -180 ? 180 : lon;
  return `${hemisphereLabel(lat, 'N', 'S')}, ${hemisphereLabel(meridian, 'E', 'W')}`;
}
