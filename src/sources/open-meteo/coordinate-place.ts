// Open-Meteo has no reverse geocoding: without an injected `locate`, a coordinate is named by
// itself, in the time zone the forecast API reports for it.
import * as z from 'zod/mini';
import type { Location } from '../../contract/records.ts';
import { apiUrl } from './fetch-json.ts';
import { isKnownTimeZone } from '../../contract/time-zones.ts';
import type { UpstreamGet } from './upstream-client.ts';

const API = 'Open-Meteo forecast';
// Asked with no weather variables, the forecast API answers only the point's metadata.
const PointSchema = z.object({ timezone: z.string().check(z.refine(isKnownTimeZone, 'not a time zone')) });

/** A Location labelled `40.00°N, 30.00°W`, with empty admin, country and iso2. */
export async function coordinatePlace(get: UpstreamGet, baseUrl: string, lat: number, lon: number): Promise<Location> {
  assertCoordinate('lat', lat, 90);
  assertCoordinate('lon', lon, 180);
  const url = apiUrl(baseUrl, '/v1/forecast', { latitude: String(lat), longitude: String(lon), timezone: 'auto' });
  const { timezone } = await get(API, url, PointSchema);
  return { lat, lon, name: coordinateLabel(lat, lon), admin: '', country: '', iso2: '', timezone };
}

/** `40.00°N, 30.00°W`: two decimals (about a kilometre), hemisphere letters instead of signs. */
export function coordinateLabel(lat: number, lon: number): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(2)}°${value < 0 && Math.abs(value) >= 0.005 ? negative : positive}`;
  return `${part(lat, 'N', 'S')}, ${part(lon, 'E', 'W')}`;
}

function assertCoordinate(name: string, value: number, bound: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || Math.abs(value) > bound) {
    throw new RangeError(`${name} must be a number from -${bound} to ${bound}, got ${value}`);
  }
}
