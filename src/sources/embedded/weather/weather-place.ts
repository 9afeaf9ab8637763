import { assertTimeZone } from './local-calendar.ts';

/** Where the weather is generated: a point, its ground height and its civil time zone. */
export interface WeatherPlace {
  lat: number;
  lon: number;
  /** Metres above sea level. */
  elevation: number;
  /** IANA time-zone name (e.g. `Europe/Berlin`): it defines the local days of the daily records. */
  timezone: string;
}

/** Throws a RangeError naming the first field of `place` that is unusable. */
export function assertPlace(place: WeatherPlace): void {
  if (typeof place !== 'object' || place === null) throw new TypeError('place must be an object');
  assertInRange('place.lat', place.lat, -90, 90);
  assertInRange('place.lon', place.lon, -180, 180);
  assertInRange('place.elevation', place.elevation, -500, 9000);
  assertTimeZone(place.timezone);
}

function assertInRange(name: string, value: number, low: number, high: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < low || value > high) {
    throw new RangeError(`${name} must be a finite number from ${low} to ${high}, got ${String(value)}`);
  }
}
