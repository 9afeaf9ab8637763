// The routes most tests share: the search fixtures and a Berlin forecast at a pinned instant.
import { forecastReply, type ForecastScenario } from './forecast-fixture.ts';
import type { Reply } from './fixture-server.ts';
import { searchReply } from './geocoding-fixtures.ts';

/** The instant the Berlin fixtures describe: two days before Europe's clocks go forward. */
export const BERLIN_NOW = Date.parse('2026-03-27T09:30:00Z');

export const BERLIN_SCENARIO: ForecastScenario = {
  latitude: 52.52,
  longitude: 13.41,
  timezone: 'Europe/Berlin',
  now: BERLIN_NOW,
};

/** Routes /v1/search to the search fixtures and /v1/forecast to `scenario`. */
export function openMeteoRoutes(scenario: ForecastScenario = BERLIN_SCENARIO): (url: URL) => Reply {
  return (url) => {
    if (url.pathname.endsWith('/v1/search')) return searchReply(url);
    if (url.pathname.endsWith('/v1/forecast')) return forecastReply(scenario, url);
    return { status: 404, body: { error: true, reason: 'Not Found' } };
  };
}
