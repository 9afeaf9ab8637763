// What the climate operation reads of a place's climate: the observed normals as they are, never
// the weather generator's output. On the open ocean the embedded world has no observations (its
// sea is a shaped model, sea-surface.ts), so there every field but the day length is null.
import type { ClimateNormals } from '../../source.ts';
import { MEAN_MONTH_DAYS, monthlyDaylightHours } from './daylight-hours.ts';
import type { Climate } from './climate.ts';

/** The credits of the observed normals, as the footer of a chart shows them. */
export const OBSERVED_SOURCES = ['CRU TS 4.07', 'ERA5'];

/** A place's monthly normals in the contract's metric units, unrounded. */
export function observedNormals(climate: Climate, lat: number): ClimateNormals {
  const daylight = monthlyDaylightHours(lat);
  const observed = climate.seaSurface === undefined;
  return {
    sources: observed ? [...OBSERVED_SOURCES] : [],
    months: daylight.map((hours, index) => {
      const normals = climate.months[index]!;
      return {
        month: index + 1,
        temp_max_mean: observed ? normals.tmax : null,
        temp_min_mean: observed ? normals.tmin : null,
        precip_sum_mean: observed ? normals.precipMm : null,
        // Days with ≥ 1 mm follow from the month's total and warmth (land-climate.ts).
        precip_days_mean: observed ? normals.wetDayFraction * MEAN_MONTH_DAYS[index]! : null,
        humidity_mean: observed ? Math.round(normals.meanRh) : null,
        daylight_hours_mean: hours,
      };
    }),
  };
}
