import type { ClimateEnvelope } from '../contract/climate.ts';
import { CLIMATE_PERIOD, climateMonthIn, climateUnitsObject } from '../contract/climate-records.ts';
import type { Location } from '../contract/records.ts';
import type { UnitSystem } from '../contract/units.ts';
import type { ClimateNormals } from '../sources/source.ts';

/** The climate reply's body: a source's normals (canonical metric) in the caller's unit system. */
export function climateEnvelope(location: Location, normals: ClimateNormals, system: UnitSystem): ClimateEnvelope {
  return {
    location: { ...location },
    period: CLIMATE_PERIOD,
    sources: [...normals.sources],
    months: normals.months.map((month) => climateMonthIn(system, month)),
    units: climateUnitsObject(system),
  };
}
