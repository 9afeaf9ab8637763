import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import type { Climate } from '../../../../../src/sources/embedded/climate/climate.ts';
import { generateWeather, type WeatherPlace } from '../../../../../src/sources/embedded/weather/index.ts';
import { BERLIN, HOT_DESERT, RAINFOREST, SANTIAGO } from '../climates.ts';
import { correlation } from '../oracles.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BERLIN_PLACE: WeatherPlace = { lat: 52.52, lon: 13.4, elevation: 34, timezone: 'Europe/Berlin' };

/** One hour of weather at each of `count` instants spread over 2001–2030 (every 37 days and 5 hours). */
function sampleHours(place: WeatherPlace, climate: Climate, count: number) {
  return Array.from(
    { length: count },
    (_, i) =>
      generateWeather(place, climate, { now: Date.UTC(2001, 0, 1) + i * (37 * DAY + 5 * HOUR), hours: 1, days: 0 })
        .hourly[0]!,
  );
}

/** Consecutive hours over whole years from `start`, fetched a year at a time (the span limit). */
function yearsOfHours(place: WeatherPlace, climate: Climate, start: number, years: number) {
  return Array.from(
    { length: years },
    (_, year) => generateWeather(place, climate, { now: start + year * 365 * DAY, hours: 365 * 24, days: 0 }).hourly,
  ).flat();
}

/** Mean of the daily mid-range temperature over the days of one calendar month across years. */
function monthMean(place: WeatherPlace, climate: Climate, month: number, years: number): number {
  let sum = 0,
    count = 0;
  for (let year = 2010; year < 2010 + years; year++) {
    for (const day of generateWeather(place, climate, { now: Date.UTC(year, month, 1, 12), hours: 0, days: 28 })
      .daily) {
      sum += (day.temp_min + day.temp_max) / 2;
      count++;
    }
  }
  return sum / count;
}

describe('coherence in space and time', () => {
  it('gives places 30 km apart nearly the same weather and places 5000 km apart unrelated weather', () => {
    const here = sampleHours(BERLIN_PLACE, BERLIN, 300);
    const near = sampleHours({ ...BERLIN_PLACE, lat: BERLIN_PLACE.lat + 0.27 }, BERLIN, 300);
    const far = sampleHours({ ...BERLIN_PLACE, lat: 40.7, lon: -60 }, BERLIN, 300);
    const pressure = (hours: typeof here) => hours.map((h) => h.pressure);
    expect(correlation(pressure(here), pressure(near))).toBeGreaterThan(0.95);
    expect(Math.abs(correlation(pressure(here), pressure(far)))).toBeLessThan(0.25);
    const temps = (hours: typeof here) => hours.map((h) => h.temp);
    expect(correlation(temps(here), temps(near))).toBeGreaterThan(0.95);
    for (let i = 0; i < here.length; i++) expect(Math.abs(here[i]!.pressure - near[i]!.pressure)).toBeLessThan(0.4);
  });

  it('changes little from one hour to the next', () => {
    for (const [place, climate] of [
      [BERLIN_PLACE, BERLIN],
      [{ lat: 24.7, lon: 46.7, elevation: 600, timezone: 'Asia/Riyadh' }, HOT_DESERT],
    ] as const) {
      const { hourly } = generateWeather(place, climate, { now: Date.UTC(2026, 0, 1), hours: 24 * 366, days: 0 });
      for (let i = 1; i < hourly.length; i++) {
        const [a, b] = [hourly[i - 1]!, hourly[i]!];
        expect(Math.abs(b.temp - a.temp)).toBeLessThan(5);
        expect(Math.abs(b.pressure - a.pressure)).toBeLessThanOrEqual(0.3);
        expect(Math.abs(b.wind_speed - a.wind_speed)).toBeLessThan(15);
      }
    }
  });

  it('lets weather systems last days: the pressure one day apart correlates, five days apart hardly', () => {
    const hourly = yearsOfHours(BERLIN_PLACE, BERLIN, Date.UTC(2020, 0, 1), 2);
    const lagged = (lag: number) =>
      correlation(
        hourly.slice(0, -lag).map((h) => h.pressure),
        hourly.slice(lag).map((h) => h.pressure),
      );
    expect(lagged(24)).toBeGreaterThan(0.6);
    expect(lagged(24 * 6)).toBeLessThan(0.3);
  });
});

describe('seasons and the diurnal cycle', () => {
  it('follows the climate normals month by month, within 2 °C over ten years', () => {
    for (const month of [0, 6]) {
      const normal = BERLIN.months[month]!;
      expect(Math.abs(monthMean(BERLIN_PLACE, BERLIN, month, 10) - (normal.tmax + normal.tmin) / 2)).toBeLessThan(2);
    }
  });

  it('has northern summers in July and southern summers in January given their climates', () => {
    const santiago = { lat: -33.45, lon: -70.66, elevation: 570, timezone: 'America/Santiago' };
    expect(monthMean(BERLIN_PLACE, BERLIN, 6, 3)).toBeGreaterThan(monthMean(BERLIN_PLACE, BERLIN, 0, 3) + 12);
    expect(monthMean(santiago, SANTIAGO, 0, 3)).toBeGreaterThan(monthMean(santiago, SANTIAGO, 6, 3) + 8);
  });

  it('peaks 1–3 h after solar noon and bottoms out within 1.5 h of sunrise on clear days', () => {
    const place: WeatherPlace = { lat: 24.7, lon: 46.7, elevation: 600, timezone: 'Asia/Riyadh' };
    const { hourly } = generateWeather(place, HOT_DESERT, { now: Date.UTC(2025, 0, 1), hours: 24 * 365, days: 0 });
    let clearDays = 0,
      peaksOnTime = 0,
      minimaOnTime = 0;
    for (let d = 1; d < 364; d++) {
      const sun = getTimes(new Date(Date.UTC(2025, 0, 1 + d, 9)), place.lat, place.lon);
      const noon = sun.solarNoon.getTime(),
        sunrise = sun.sunrise!.getTime();
      const around = (centre: number) => hourly.filter((h) => Math.abs(Date.parse(h.time) - centre) <= 6 * HOUR);
      const day = around(noon),
        morning = around(sunrise);
      if (day.some((h) => h.clouds > 30)) continue;
      clearDays++;
      const warmest = day.reduce((a, b) => (b.temp > a.temp ? b : a));
      const coldest = morning.reduce((a, b) => (b.temp < a.temp ? b : a));
      const peakLag = (Date.parse(warmest.time) - noon) / HOUR;
      if (peakLag >= 1 && peakLag <= 3) peaksOnTime++;
      if (Math.abs(Date.parse(coldest.time) - sunrise) <= 1.5 * HOUR) minimaOnTime++;
    }
    expect(clearDays).toBeGreaterThan(100);
    expect(peaksOnTime / clearDays).toBeGreaterThan(0.9);
    expect(minimaOnTime / clearDays).toBeGreaterThan(0.9);
  });

  it('rains in the afternoon more than in the morning in the tropics', () => {
    const place: WeatherPlace = { lat: 1.35, lon: 103.8, elevation: 10, timezone: 'Asia/Singapore' };
    const hourly = yearsOfHours(place, RAINFOREST, Date.UTC(2024, 0, 1), 2);
    const solarHour = (time: string) => (new Date(time).getUTCHours() + place.lon / 15 + 24) % 24;
    const wetShare = (from: number, to: number) => {
      const hours = hourly.filter((h) => solarHour(h.time) >= from && solarHour(h.time) < to);
      return hours.filter((h) => h.precip_amount > 0).length / hours.length;
    };
    expect(wetShare(13, 18)).toBeGreaterThan(1.5 * wetShare(6, 11));
  });
});

describe('precipitation climatology', () => {
  /** Share of UTC days with at least 1 mm of liquid precipitation, against the climate's mean. */
  function wetDayShare(
    places: readonly WeatherPlace[],
    climate: Climate,
    years: number,
  ): { share: number; expected: number } {
    let wet = 0,
      days = 0,
      expected = 0;
    for (const [index, place] of places.entries()) {
      const start = Date.UTC(2001 + index * years, 0, 1);
      const hourly = yearsOfHours(place, climate, start, years);
      for (let d = 0; d + 24 <= hourly.length; d += 24) {
        const total = hourly.slice(d, d + 24).reduce((s, h) => s + h.precip_amount, 0);
        if (total >= 1) wet++;
        days++;
        expected += climate.months[new Date(hourly[d]!.time).getUTCMonth()]!.wetDayFraction;
      }
    }
    return { share: wet / days, expected: expected / days };
  }

  it('matches the wet-day share of the climate within 0.07 over the long run', () => {
    const around = (lat: number, lon: number, timezone: string): WeatherPlace[] =>
      [0, 1, 2, 3].map((i) => ({ lat: lat + i * 0.9, lon: lon + i * 7, elevation: 50, timezone }));
    for (const [places, climate] of [
      [around(50, 5, 'Europe/Berlin'), BERLIN],
      [around(-2, 100, 'Asia/Jakarta'), RAINFOREST],
      [around(-36, -72, 'America/Santiago'), SANTIAGO],
      [around(22, 40, 'Asia/Riyadh'), HOT_DESERT],
    ] as const) {
      const { share, expected } = wetDayShare(places, climate, 5);
      expect(Math.abs(share - expected)).toBeLessThan(0.07);
    }
  });

  it('brings lower pressure, more cloud and more rain together', () => {
    const hours = sampleHours(BERLIN_PLACE, BERLIN, 600);
    const low = hours.filter((h) => h.pressure < 100.5),
      high = hours.filter((h) => h.pressure > 102.5);
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    expect(mean(low.map((h) => h.clouds))).toBeGreaterThan(mean(high.map((h) => h.clouds)) + 15);
    expect(mean(low.map((h) => (h.precip_amount > 0 ? 1 : 0)))).toBeGreaterThan(
      2 * mean(high.map((h) => (h.precip_amount > 0 ? 1 : 0))),
    );
  });
});
