import type { Climate } from './climate.ts';
import type { KoppenClass } from './koppen-classes.ts';
import { relativeInsolation } from './latitude-table.ts';
import { monthNormals } from './moisture-normals.ts';
import { marineSea } from './marine-air.ts';
import { monthlyTemperatures } from './temperature-normals.ts';
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

/** Climate normals of a place from its Köppen class and geography (see the module files). */
export function climateFromPlace(facts: PlaceFacts): Climate {
  const continentality = blendContinentality(facts.upwindContinentality, facts.coastProximity);
  const wetFractions = wetDayFractions(facts.koppen, facts.lat, continentality);
  const sea = marineSea(facts.lat, facts.lon);
  const means = monthlyTemperatures(facts, sea, wetFractions);
  const months = means.map((meanTemperature, month) =>
    monthNormals({
      meanTemperature,
      wetDayFraction: wetFractions[month]!,
      insolation: relativeInsolation(facts.lat, month),
      coastProximity: facts.coastProximity,
      seaAnomaly: sea.anomaly[month]!,
      elevationM: facts.elevationM,
    }),
  );
  return { koppen: facts.koppen, continentality, months };
}
