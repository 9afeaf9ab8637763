import { createWeatherService, type WeatherServiceOptions } from '../../src/service/create-weather-service.ts';
import { createEmbeddedSource } from '../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import type { Source } from '../../src/sources/source.ts';

/** One embedded source for all service tests: decoding the data once keeps them quick. */
export const embedded = createEmbeddedSource({ loadFile: loadAssetsFromDisk() });

/** A source that counts the calls that reach it. */
export function countingSource(inner: Source = embedded) {
  const calls = { geocode: 0, locate: 0, weather: 0 };
  const source: Source = {
    geocode: (query, limit, language) => (calls.geocode++, inner.geocode(query, limit, language)),
    locate: (lat, lon, language) => (calls.locate++, inner.locate(lat, lon, language)),
    weather: (location, span) => (calls.weather++, inner.weather(location, span)),
  };
  return { source, calls };
}

/** A clock the test moves by hand. */
export function fakeClock(start = Date.parse('2026-11-21T10:20:00Z')) {
  let time = start;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

/** A service over the embedded world with a fake clock, plus the clock. */
export function serviceWithClock(options: Partial<WeatherServiceOptions> = {}) {
  const clock = fakeClock();
  const service = createWeatherService({ source: embedded, now: clock.now, onError: () => {}, ...options });
  return { service, clock };
}
