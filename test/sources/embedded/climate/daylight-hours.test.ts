import { getTimes } from 'suncalc';
import { describe, expect, it } from 'vitest';
import { dayLengthHours, monthlyDaylightHours } from '../../../../src/sources/embedded/climate/daylight-hours.ts';

describe('day length', () => {
  it('is a little over 12 hours all year on the equator (refraction lengthens it)', () => {
    for (const hours of monthlyDaylightHours(0)) {
      expect(hours).toBeGreaterThan(12);
      expect(hours).toBeLessThan(12.2);
    }
  });

  // suncalc, the forecast's sunrise and sunset, is the independent reference.
  it.each([
    [59.91, 10.75, '2026-06-21'],
    [59.91, 10.75, '2026-12-21'],
    [-33.87, 151.21, '2026-03-20'],
    [64.15, -21.94, '2026-01-15'],
  ])("agrees with suncalc's day at %s, %s on %s within four minutes", (lat, lon, date) => {
    const noon = new Date(`${date}T12:00:00Z`);
    noon.setUTCHours(12 - Math.round(lon / 15));
    const { sunrise, sunset } = getTimes(noon, lat, lon);
    const dayOfYear = (Date.parse(date) - Date.UTC(noon.getUTCFullYear(), 0, 1)) / 86_400_000;
    const expected = (sunset!.getTime() - sunrise!.getTime()) / 3_600_000;
    expect(Math.abs(dayLengthHours(lat, dayOfYear) - expected) * 60).toBeLessThan(4);
  });

  it('is 0 in polar night and 24 in polar day, and mirrors between the hemispheres', () => {
    const longyearbyen = monthlyDaylightHours(78.22);
    expect(longyearbyen[11]).toBe(0);
    expect(longyearbyen[5]).toBe(24);
    const [north, south] = [monthlyDaylightHours(40), monthlyDaylightHours(-40)];
    expect(north[5]! + south[5]!).toBeGreaterThan(24);
    expect(north[5]).toBeGreaterThan(south[5]!);
    expect(north[11]).toBeLessThan(south[11]!);
  });
});
