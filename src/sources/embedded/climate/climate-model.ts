import type { Climate } from './climate.ts';
import type { KoppenClass } from './koppen-classes.ts';
import { relativeInsolation } from './latitude-table.ts';
import { DAY_NIGHT_RANGE, monthNormals, type DayNightRangeConstants } from './moisture-normals.ts';
import { marineSea } from './marine-air.ts';
import { monthlyTemperatures, TEMPERATURE_CONSTANTS, type TemperatureConstants } from './temperature-normals.ts';
import { wetDayFractions } from './wet-day-fractions.ts';

/** What the grid knows about a land (or near-land) place. */
export interface PlaceFacts {
  lat: number;
  lon: number;
  elevationM: number;
  koppen: KoppenClass;
  upwindContinentality: number;
  coastProximity: number;
}

/** The exported 0–1 continentality: mostly the upwind air-mass measure, partly the coast. */
export function blendContinentality(upwind: number, coastProximity: number): number {
  return Math.min(1, Math.max(0, 0.75 * upwind + 0.25 * (1 - coastProximity)));
}

/** The constants of a land place's climate: its temperatures' and its day–night range's. */
export interface ClimateConstants {
  temperature: TemperatureConstants;
  dayNightRange: DayNightRangeConstants;
}

/** The constants the embedded world uses. */
export const CLIMATE_CONSTANTS: ClimateConstants = { temperature: TEMPERATURE_CONSTANTS, dayNightRange: DAY_NIGHT_RANGE };

/**
 * Climate normals of a place from its Köppen class and geography (see the module files);
 * `constants` are for fits that try others.
 */
export function climateFromPlace(facts: PlaceFacts, constants: ClimateConstants = CLIMATE_CONSTANTS): Climate {
  const continentality = blendContinentality(facts.upwindContinentality, facts.coastProximity);
  const wetFractions = wetDayFractions(facts.koppen, facts.lat, continentality);
  const sea = marineSea(facts.lat, facts.lon);
  const means = monthlyTemperatures(facts, sea, wetFractions, constants.temperature);
  const months = means.map((meanTemperature, month) =>
    monthNormals({
      meanTemperature,
      wetDayFraction: wetFractions[month]!,
      insolation: relativeInsolation(facts.lat, month),
      coastProximity: facts.coastProximity,
      seaAnomaly: sea.anomaly[month]!,
      elevationM: facts.elevationM,
    }, constants.dayNightRange),
  );
  return { koppen: facts.koppen, continentality, months };
}
