import { describe, expect, it } from 'vitest';
import {
  daylightAt,
  isNight,
  notableGusts,
  polarDaylight,
  sunlessDay,
  windArrowRotation,
} from '../../../src/components/weather-forecast/sky.ts';
import { compassLabel } from '../../../src/components/weather-forecast/messages.ts';
import { catalogOf } from '../../support/catalogs.ts';

const forecastOf = (locale: string) => catalogOf(locale).forecast;

const at = (iso: string) => Date.parse(iso);

describe('polarDaylight', () => {
  it('gives Svalbard polar night in December and polar day in June', () => {
    expect(polarDaylight(78.2, at('2026-12-21T12:00:00Z'))).toBe('polar-night');
    expect(polarDaylight(78.2, at('2026-06-21T12:00:00Z'))).toBe('polar-day');
  });

  it('gives Antarctica polar day in December and polar night in June', () => {
    expect(polarDaylight(-77.8, at('2026-12-21T12:00:00Z'))).toBe('polar-day');
    expect(polarDaylight(-77.8, at('2026-06-21T12:00:00Z'))).toBe('polar-night');
  });

  it('switches sides between the equinoxes', () => {
    expect(polarDaylight(80, at('2026-03-01T00:00:00Z'))).toBe('polar-night');
    expect(polarDaylight(80, at('2026-04-15T00:00:00Z'))).toBe('polar-day');
    expect(polarDaylight(80, at('2026-09-01T00:00:00Z'))).toBe('polar-day');
    expect(polarDaylight(80, at('2026-10-15T00:00:00Z'))).toBe('polar-night');
  });
});

describe('daylightAt', () => {
  const sunrise = at('2026-06-01T04:00:00Z') / 1000;
  const sunset = at('2026-06-01T20:00:00Z') / 1000;

  it('is night before sunrise and after sunset, day between', () => {
    expect(daylightAt(at('2026-06-01T03:00:00Z'), sunrise, sunset, 60)).toBe('night');
    expect(daylightAt(at('2026-06-01T12:00:00Z'), sunrise, sunset, 60)).toBe('day');
    expect(daylightAt(at('2026-06-01T21:00:00Z'), sunrise, sunset, 60)).toBe('night');
  });

  it('decides polar night or day when the sun neither rises nor sets', () => {
    expect(daylightAt(at('2026-12-21T12:00:00Z'), null, null, 78.2)).toBe('polar-night');
    expect(daylightAt(at('2026-12-21T12:00:00Z'), null, null, -77.8)).toBe('polar-day');
  });

  it('handles a day with only a sunset or only a sunrise', () => {
    expect(daylightAt(at('2026-06-01T12:00:00Z'), null, sunset, 70)).toBe('day');
    expect(daylightAt(at('2026-06-01T21:00:00Z'), null, sunset, 70)).toBe('night');
    expect(daylightAt(at('2026-06-01T03:00:00Z'), sunrise, null, 70)).toBe('night');
    expect(daylightAt(at('2026-06-01T23:00:00Z'), sunrise, null, 70)).toBe('day');
  });

  it('draws the night icon in polar night and the day icon in polar day', () => {
    expect(isNight('polar-night')).toBe(true);
    expect(isNight('polar-day')).toBe(false);
  });
});

describe('wind', () => {
  it('points the arrow where the wind blows to', () => {
    expect(windArrowRotation(0)).toBe(180);
    expect(windArrowRotation(270)).toBe(90);
    expect(windArrowRotation(200)).toBe(20);
  });

  it('mentions gusts only when notably stronger than the wind', () => {
    expect(notableGusts(20, 45, 'kilometers_per_hour')).toBe(true);
    expect(notableGusts(20, 28, 'kilometers_per_hour')).toBe(false);
    expect(notableGusts(4, 10, 'kilometers_per_hour')).toBe(false);
    expect(notableGusts(10, 20, 'miles_per_hour')).toBe(true);
  });

  it('writes compass labels as the language abbreviates them', () => {
    expect(compassLabel('NNE', forecastOf('en'))).toBe('NNE');
    expect(compassLabel('ENE', forecastOf('de-DE'))).toBe('ONO');
    expect(compassLabel('WSW', forecastOf('fr'))).toBe('OSO');
    expect(compassLabel('ENE', forecastOf('ja'))).toBe('東北東');
    expect(compassLabel('NW', forecastOf('ja-JP'))).toBe('北西');
    // Chinese names east or west first; Finnish has its own quarter points.
    expect(compassLabel('NE', forecastOf('zh-CN'))).toBe('东北');
    expect(compassLabel('SW', forecastOf('zh-TW'))).toBe('西南');
    expect(compassLabel('NE', forecastOf('fi'))).toBe('KO');
    // Arabic letters stay letters, not a word: a zero-width non-joiner between them.
    expect(compassLabel('NE', forecastOf('ar'))).toBe('ش\u200cق');
    expect(compassLabel('XYZ', forecastOf('en'))).toBe('XYZ');
  });
});

describe('sunlessDay', () => {
  const polar = { sunrise: null, sunset: null };
  it('gives the night icon to the days of the polar night only', () => {
    expect(sunlessDay({ date: '2026-12-22', ...polar }, 78.2)).toBe(true);
    expect(sunlessDay({ date: '2026-06-21', ...polar }, -77.8)).toBe(true);
  });

  it('keeps the day icon on a polar day and on every day the sun rises or sets', () => {
    expect(sunlessDay({ date: '2026-06-21', ...polar }, 78.2)).toBe(false);
    expect(sunlessDay({ date: '2026-12-22', ...polar }, -77.8)).toBe(false);
    expect(sunlessDay({ date: '2026-12-22', sunrise: 1798009200, sunset: null }, 69.6)).toBe(false);
    expect(sunlessDay({ date: '2026-12-22', sunrise: 1798009200, sunset: 1798020000 }, 59.9)).toBe(false);
  });
});
