// Monthly mean temperatures of a land place: a year of marine air and a year of land air, mixed
// month by month by how much the sea reaches the place in that season.
// 1. Marine air: a maritime profile by latitude, plus most of the departure of the sea beside the
//    place from its latitude's mean (sea-surface.ts: cold upwelling off Lima and Walvis Bay, the
//    hot Persian Gulf in summer); where that sea freezes, the air over its ice.
// 2. Land air: a continental profile by latitude, hotter in summer where the ground is dry
//    (deserts: no water to evaporate, subsiding air under the subtropical highs). In the tropics
//    its year follows the sun, with two overhead passages, and the rains cool their months.
// 3. The mix: in summer, a nearby coast brings the sea's air (sea breezes, marine layers); in
//    winter the upwind air mass decides (winter cold is advected). On tropical coasts the trades
//    blow along the shore from the sea, so the shore counts more than the easterly upwind land.
// 4. Elevation: a lapse rate (below); then the year is fitted inside the Köppen
//    class's own limits (koppen-thresholds.ts) with a margin — the class was observed at the place.
// Profiles are empirical: read off 1991–2020 normals of representative stations (maritime:
// Singapore, Honolulu, Lisbon, Brest, Bergen, Tromsø; continental: Niamey, Riyadh, Baghdad,
// Kansas City, Winnipeg, Yakutsk). The other constants were fitted to the calibration half of
// the station reference (test/sources/embedded/climate/station-normals.ts), never the held-out half.
import { monthlyMeans, summerShare, sunShare } from './annual-cycle.ts';
import { fitYearInside } from './koppen-thresholds.ts';
import type { KoppenClass } from './koppen-classes.ts';
import { byLatitude } from './latitude-table.ts';
import { airOverSeaOrIce, type MarineSea } from './marine-air.ts';
import { clamp, lerp } from '../numbers.ts';

/**
 * The temperature model's constants, in one place so that a fit can try others
 * (`npm run climate-fit`); everything at run time uses these.
 */
export const TEMPERATURE_CONSTANTS = {
  // Coldest- and warmest-month means of marine and continental air at 0°, 10°, … 90°, °C.
  maritimeColdest: [26.5, 25.5, 22.0, 16.0, 10.5, 6.0, 1.5, -6.0, -16.0, -28.0],
  continentalColdest: [25.0, 23.0, 19.0, 11.0, -4.0, -16.0, -26.0, -34.0, -38.0, -40.0],
  maritimeWarmest: [27.5, 28.0, 28.0, 26.0, 23.0, 17.5, 14.0, 10.0, 4.0, 0.0],
  continentalWarmest: [29.0, 32.0, 33.0, 33.5, 27.5, 21.5, 19.5, 15.0, 5.0, 0.0],
  // Station temperatures fall with height by this much, °C per metre. Deliberately less than the
  // 6.5 °C/km of the ICAO standard atmosphere: surface lapse rates between stations are
  // smaller (≈4–6 °C/km, Rolland 2003, J. Climate 16:1032) and high plateaus heat their own air;
  // 6.5 made Mexico City, Nairobi and Johannesburg 3–5 °C too cold in the city table.
  lapseRatePerM: 0.005,
  // How far inside a violated class limit a value is put, °C.
  classMargin: 1.5,
  // Seasonal lags behind the solstice (about 15–20 days continental, 2–3 months
  // oceanic; inland stations of the reference peak about four weeks after it), and the lag of the
  // mix: the sea's reach follows the season a month late, as the water warms.
  lagInlandDays: 28,
  lagCoastDays: 60,
  mixLagDays: 30,
  // Coast air takes this share of the sea's departure from its latitude's mean.
  seaAnomalyShare: 0.8,
  // Extra summer heat of dry ground, °C: hot and cold deserts, and steppes at this share of it.
  desertSummerHeat: 6,
  steppeHeatShare: 0.5,
  // Tropical land: the year follows the sun a little over three weeks late, fully within 25° of
  // the equator and fading out by 35°; each unit of wet-day fraction above the year's mean cools a
  // month by this much (cloud and evaporation), fading out from 20° to 32°.
  tropicalSunLagMonths: 0.7,
  rainCoolingPerWetFraction: 8,
  // How much a tropical shore discounts its upwind land (the trades blow along it from the sea).
  tropicalShoreDiscount: 0.6,
  // Winter goes towards the continental profile only beyond this upwind continentality (western
  // Europe, with ~0.25, stays maritime), along this power, and less on a shore by this factor.
  winterThreshold: 0.3,
  winterPower: 1.3,
  winterShoreFactor: 0.35,
};

/** Constants of the temperature model's shape (TEMPERATURE_CONSTANTS), for fits that try others. */
export type TemperatureConstants = typeof TEMPERATURE_CONSTANTS;

/** Station temperatures fall with height by this much, °C per metre. */
export const LAPSE_RATE_PER_M = TEMPERATURE_CONSTANTS.lapseRatePerM;

export interface TemperaturePlace {
  lat: number;
  elevationM: number;
  koppen: KoppenClass;
  /** 0–1, air-mass continentality along the prevailing wind. */
  upwindContinentality: number;
  /** 0–1, 1 on an ocean shore. */
  coastProximity: number;
}

/** 1 within `full` degrees of the equator, fading linearly to 0 at `none`. */
const tropicalWeight = (lat: number, full: number, none: number): number => clamp((none - Math.abs(lat)) / (none - full), 0, 1);

/**
 * How far towards the continental profile winter goes: winter cold is advected, so the upwind
 * measure dominates, but only beyond a threshold and less on a shore.
 */
function winterContinentality(upwind: number, coastProximity: number, constants: TemperatureConstants): number {
  const beyondThreshold = Math.max(0, (upwind - constants.winterThreshold) / (1 - constants.winterThreshold));
  return Math.pow(beyondThreshold, constants.winterPower) * (1 - constants.winterShoreFactor * coastProximity);
}

function marineYear(lat: number, sea: MarineSea, constants: TemperatureConstants): number[] {
  const warmest = byLatitude(constants.maritimeWarmest, lat);
  const profile = monthlyMeans(lat, warmest, byLatitude(constants.maritimeColdest, lat), constants.lagCoastDays);
  return profile.map((mean, month) => {
    return airOverSeaOrIce(mean + constants.seaAnomalyShare * sea.anomaly[month]!, sea, month);
  });
}

function landYear(place: TemperaturePlace, constants: TemperatureConstants): number[] {
  const dryness = place.koppen.startsWith('BW') ? 1 : place.koppen.startsWith('BS') ? constants.steppeHeatShare : 0;
  const warmest = byLatitude(constants.continentalWarmest, place.lat) + constants.desertSummerHeat * dryness;
  const coldest = byLatitude(constants.continentalColdest, place.lat);
  const cosineYear = monthlyMeans(place.lat, warmest, coldest, constants.lagInlandDays);
  const sunYear = sunShare(place.lat, constants.tropicalSunLagMonths);
  const sunWeight = tropicalWeight(place.lat, 25, 35);
  return cosineYear.map((cosine, month) => lerp(cosine, lerp(coldest, warmest, sunYear[month]!), sunWeight));
}

/** Per month, °C: in the tropics the rainy months are cooler (cloud, evaporation) on land and shore alike. */
function rainCooling(lat: number, wetFractions: readonly number[], constants: TemperatureConstants): number[] {
  const perWetFraction = constants.rainCoolingPerWetFraction * tropicalWeight(lat, 20, 32);
  const meanWet = wetFractions.reduce((sum, value) => sum + value, 0) / 12;
  return wetFractions.map((wet) => perWetFraction * (wet - meanWet));
}

/** Monthly mean temperature of each calendar month (January first), °C, inside the class's limits. */
export function monthlyTemperatures(
  place: TemperaturePlace, sea: MarineSea, wetFractions: readonly number[], constants: TemperatureConstants = TEMPERATURE_CONSTANTS,
): number[] {
  const shoreDiscount = constants.tropicalShoreDiscount * tropicalWeight(place.lat, 20, 30) * place.coastProximity;
  const winterWeight = winterContinentality(place.upwindContinentality * (1 - shoreDiscount), place.coastProximity, constants);
  const summerWeight = 1 - place.coastProximity;
  const marine = marineYear(place.lat, sea, constants);
  const land = landYear(place, constants);
  const cooling = rainCooling(place.lat, wetFractions, constants);
  const lapse = constants.lapseRatePerM * place.elevationM;
  const months = marine.map((marineMean, month) => {
    const landWeight = lerp(winterWeight, summerWeight, summerShare(place.lat, month, constants.mixLagDays));
    return lerp(marineMean, land[month]!, landWeight) - cooling[month]! - lapse;
  });
  return fitYearInside(months, place.koppen, constants.classMargin);
}
