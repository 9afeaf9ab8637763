// Hand-written replies in the contract's response shape (docs/http-api.md), for the scripted upstream.
import type { Location } from '../../../src/contract/records.ts';

const HOUR_MS = 3_600_000;

export const oslo: Location = {
  lat: 59.91273,
  lon: 10.74609,
  name: 'Oslo',
  admin: 'Oslo',
  country: 'Norway',
  iso2: 'NO',
  timezone: 'Europe/Oslo',
};

export const metricUnits = {
  temp: 'celsius',
  feels_like: 'celsius',
  dew: 'celsius',
  wind_speed: 'kilometers_per_hour',
  wind_gust: 'kilometers_per_hour',
  pressure: 'kilopascals',
  vis: 'kilometers',
  rain: 'millimeters',
  snow: 'centimeters',
  precip_amount: 'millimeters',
  humidity: 'percent',
};

/** One hour of light rain at `timeMs` (a whole hour). */
export function hourAt(timeMs: number) {
  return {
    time: new Date(timeMs).toISOString().replace('.000Z', 'Z'),
    temp: 4.2,
    feels_like: 1.3,
    dew: 2.1,
    humidity: 86,
    wind_speed: 14.4,
    wind_gust: 27,
    wind_deg: 225,
    wind_dir: 'SW',
    pressure: 100.85,
    vis: 12,
    clouds: 100,
    pop: 70,
    precip_amount: 0.4,
    precip_type: 'rain',
    description: { code: 61, name: 'Slight rain' },
  };
}

/** One day (YYYY-MM-DD) of light rain. */
export function dayOn(date: string) {
  const noon = Date.parse(`${date}T12:00:00Z`) / 1000;
  return {
    date,
    temp_min: 1.8,
    temp_max: 6.4,
    feels_like_min: -1.5,
    feels_like_max: 4.1,
    precipitation: { rain: 3.2, snow: 0, freezing_rain: 0, sleet: 0, ice_pellets: 0 },
    clouds_avg: 92,
    pop: 80,
    wind_speed_max: 21.6,
    wind_gust_max: 38.9,
    description: { code: 61, name: 'Slight rain' },
    sunrise: noon - 5 * 3600,
    sunset: noon + 5 * 3600,
  };
}

/** A forecast envelope whose hours start at `firstHourMs` and days at `firstDate`. */
export function forecastReply(options: {
  firstHourMs: number;
  hours: number;
  firstDate: string;
  days: number;
  location?: Location;
}) {
  const start = Date.parse(`${options.firstDate}T00:00:00Z`);
  const dates = Array.from({ length: options.days }, (_, day) =>
    new Date(start + day * 24 * HOUR_MS).toISOString().slice(0, 10),
  );
  return {
    location: options.location ?? oslo,
    daily: dates.map(dayOn),
    hourly: Array.from({ length: options.hours }, (_, hour) => hourAt(options.firstHourMs + hour * HOUR_MS)),
    units: metricUnits,
  };
}

/** A current envelope at `hourMs`. */
export function currentReply(location: Location, hourMs: number) {
  const today = dayOn(new Date(hourMs).toISOString().slice(0, 10));
  return { location, data: hourAt(hourMs), sunrise: today.sunrise, sunset: today.sunset, units: metricUnits };
}
