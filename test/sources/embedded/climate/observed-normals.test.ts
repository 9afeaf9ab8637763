import { describe, expect, it } from 'vitest';
import { observedNormals } from '../../../../src/sources/embedded/climate/observed-normals.ts';
import type { Climate } from '../../../../src/sources/embedded/climate/index.ts';

const month = (index: number) => ({
  tmax: 10 + index,
  tmin: index,
  wetDayFraction: 0.5,
  precipMm: 40 + index,
  meanRh: 70.4,
  cloudiness: 0.5,
});
const land: Climate = { koppen: 'Cfb', continentality: 0.3, months: Array.from({ length: 12 }, (_, i) => month(i)) };

describe('observed normals', () => {
  it("hands on the climate's normals as they are, days with rain from the wet-day share", () => {
    const normals = observedNormals(land, 50);
    expect(normals.sources).toEqual(['CRU TS 4.07', 'ERA5']);
    expect(normals.months[2]).toMatchObject({
      month: 3,
      temp_max_mean: 12,
      temp_min_mean: 2,
      precip_sum_mean: 42,
      precip_days_mean: 15.5,
      humidity_mean: 70,
    });
    expect(normals.months[1]!.precip_days_mean).toBeCloseTo(14.12, 2);
  });

  it('gives nothing but the day length on the open sea, whose climate is a model, not observed', () => {
    const normals = observedNormals({ ...land, koppen: null, seaSurface: land.months.map(() => 15) }, 50);
    expect(normals.sources).toEqual([]);
    for (const record of normals.months) {
      expect(record.temp_max_mean).toBeNull();
      expect(record.precip_sum_mean).toBeNull();
      expect(record.humidity_mean).toBeNull();
      expect(record.daylight_hours_mean).toBeGreaterThan(7);
    }
  });
});
