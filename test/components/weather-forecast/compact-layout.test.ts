import { describe, expect, it } from 'vitest';
import type { ForecastEnvelope } from '../../../src/contract/envelopes.ts';
import {
  COMPACT_ITEMS,
  hourIsNight,
  nextDays,
  nextHours,
} from '../../../src/components/weather-forecast/compact-layout.ts';

// Oslo's 15 January 2026: sunrise 08:59, sunset 15:46 local (07:59 and 14:46 UTC).
const SUNRISE = Date.UTC(2026, 0, 15, 7, 59) / 1000;
const SUNSET = Date.UTC(2026, 0, 15, 14, 46) / 1000;

function forecast(days: { sunrise: number | null; sunset: number | null }[], lat = 59.9, hours = 24): ForecastEnvelope {
  return {
    location: { lat, lon: 10.7, timezone: 'Europe/Oslo' },
    hourly: Array.from({ length: hours }, (_, index) => ({
      time: new Date(Date.UTC(2026, 0, 15, 12 + index)).toISOString().replace('.000', ''),
    })),
    daily: days.map((day, index) => ({ date: `2026-01-${15 + index}`, ...day })),
  } as unknown as ForecastEnvelope;
}

describe('the compact line', () => {
  it('offers the hours after the current one, at most COMPACT_ITEMS', () => {
    const hours = nextHours(forecast([{ sunrise: SUNRISE, sunset: SUNSET }]));
    expect(hours).toHaveLength(COMPACT_ITEMS);
    expect(hours[0]!.time).toBe('2026-01-15T13:00:00Z');
    expect(nextHours(forecast([], 59.9, 3))).toHaveLength(2);
  });

  it('offers the days from tomorrow beside the current conditions, else from today', () => {
    const week = forecast(Array.from({ length: 7 }, () => ({ sunrise: SUNRISE, sunset: SUNSET })));
    expect(nextDays(week, true).map((day) => day.date)).toEqual([
      '2026-01-16',
      '2026-01-17',
      '2026-01-18',
      '2026-01-19',
      '2026-01-20',
      '2026-01-21',
    ]);
    expect(nextDays(week, false)[0]!.date).toBe('2026-01-15');
  });

  it('gives the night icon between sunset and sunrise, today and on the next days', () => {
    const oslo = forecast([{ sunrise: SUNRISE, sunset: SUNSET }]);
    const at = (day: number, hour: number) => hourIsNight(oslo, Date.UTC(2026, 0, day, hour));
    expect([at(15, 12), at(15, 14), at(15, 15), at(15, 22), at(16, 3), at(16, 7), at(16, 8), at(16, 12)]).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('gives the night icon through a polar night and the day icon through a polar day', () => {
    expect(hourIsNight(forecast([{ sunrise: null, sunset: null }], 78.2), Date.UTC(2026, 0, 15, 12))).toBe(true);
    expect(hourIsNight(forecast([{ sunrise: null, sunset: null }], 78.2), Date.UTC(2026, 5, 21, 0))).toBe(false);
  });
});
