import { beforeAll, describe, expect, it } from 'vitest';
import type { ClimateGrid } from '../../../src/sources/embedded/climate/index.ts';
import { CITY_NORMALS } from './climate/city-normals.ts';
import { decodedClimateGrid, PACK_TIMEOUT_MS, packedClimateBytes } from './climate/packed-grid.ts';

let grid: ClimateGrid;
beforeAll(() => {
  grid = decodedClimateGrid(packedClimateBytes());
}, PACK_TIMEOUT_MS);

/** Model minus station, °C, for January and July mean daily max and min of every city. */
function cityMonthErrors(): number[] {
  return CITY_NORMALS.flatMap((city) => {
    const { months } = grid.climateAt(city.lat, city.lon, city.elevationM);
    const [january, july] = [months[0]!, months[6]!];
    return [january.tmax - city.tmax[0], july.tmax - city.tmax[1], january.tmin - city.tmin[0], july.tmin - city.tmin[1]];
  });
}

describe('climate normals against real station normals of big cities on every continent', () => {
  it('puts at least three quarters of the January/July daily max and min within 3 °C of the station', () => {
    const errors = cityMonthErrors();
    const within = errors.filter((error) => Math.abs(error) <= 3).length;
    expect(errors).toHaveLength(4 * CITY_NORMALS.length);
    expect(within / errors.length).toBeGreaterThanOrEqual(0.75);
  });

  it('is never more than 6 °C off any of those city values', () => {
    const worst = Math.max(...cityMonthErrors().map(Math.abs));
    expect(worst).toBeLessThanOrEqual(6);
  });

  it('ranks the cities’ winters in the right order: Moscow and Chicago below New York, below London, below Cairo', () => {
    const januaryMean = (name: string): number => {
      const city = CITY_NORMALS.find((candidate) => candidate.name.startsWith(name))!;
      const january = grid.climateAt(city.lat, city.lon, city.elevationM).months[0]!;
      return (january.tmax + january.tmin) / 2;
    };
    expect(januaryMean('Moscow')).toBeLessThan(januaryMean('New York'));
    expect(januaryMean('Chicago')).toBeLessThan(januaryMean('New York'));
    expect(januaryMean('New York')).toBeLessThan(januaryMean('London'));
    expect(januaryMean('London')).toBeLessThan(januaryMean('Cairo'));
  });
});
