// The sea-surface climatology's seasons where the sea freezes or overheats: NSIDC's 1991–2020
// median ice season for the Arctic's shelf seas and Hudson Bay, NOAA OISST for the Persian Gulf.
import { describe, expect, it } from 'vitest';
import { SEA_FREEZING_C, seaSurfaceYear } from '../../../../src/sources/embedded/climate/sea-surface.ts';

const JANUARY = 0,
  FEBRUARY = 1,
  AUGUST = 7;
const ICE_MONTHS = [10, 11, 0, 1, 2, 3, 4, 5]; // November to June

describe('seaSurfaceYear', () => {
  it.each([
    ['the Kara Sea', 73, 70],
    ['the Laptev Sea', 75, 125],
    ['the East Siberian Sea', 72, 160],
    ['the Chukchi Sea off Utqiaġvik', 72, -160],
    ['the Beaufort Sea', 71, -140],
  ])('freezes %s from November to June and opens it in August', (_, lat, lon) => {
    const { temperature } = seaSurfaceYear(lat, lon);
    for (const month of ICE_MONTHS) expect([month, temperature[month]]).toEqual([month, SEA_FREEZING_C]);
    expect(temperature[AUGUST]).toBeGreaterThan(0);
  });

  it('keeps the Norwegian Sea and the southern Barents Sea open all year, as the North Atlantic Drift does', () => {
    for (const [lat, lon] of [
      [70, 18],
      [71, 33],
    ] as const) {
      expect(Math.min(...seaSurfaceYear(lat, lon).temperature)).toBeGreaterThan(1);
    }
  });

  it('freezes Hudson Bay in winter and warms it to 7–10 °C in August', () => {
    const { temperature } = seaSurfaceYear(59, -86);
    expect(temperature[FEBRUARY]).toBe(SEA_FREEZING_C);
    expect(temperature[AUGUST]).toBeGreaterThanOrEqual(7);
    expect(temperature[AUGUST]).toBeLessThanOrEqual(10);
  });

  it("ends a frozen sea's departure from its latitude's mean at freezing: no upwelling chill under the ice", () => {
    const { temperature, anomaly } = seaSurfaceYear(75, 125);
    expect(temperature[JANUARY]).toBe(SEA_FREEZING_C);
    expect(anomaly[JANUARY]).toBeGreaterThan(-2);
  });

  it("heats the Persian Gulf past the open ocean's 30.5 °C in August and cools its head to 15–19 °C in February", () => {
    expect(seaSurfaceYear(27.3, 51).temperature[AUGUST]).toBeGreaterThan(31);
    const head = seaSurfaceYear(29.3, 49).temperature[FEBRUARY]!;
    expect(head).toBeGreaterThanOrEqual(15);
    expect(head).toBeLessThanOrEqual(19);
  });
});
