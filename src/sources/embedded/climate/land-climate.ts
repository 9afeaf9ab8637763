// A land (or near-land) place's climate from its observed monthly normals: temperatures from
// CRU TS (MERRA-2 where CRU has no cell), precipitation and dew point from ERA5. What the
// weather model needs beyond them follows from them:
// - wet days from the monthly total and the warmth: rain per wet day grows with the month's
//   total and, as warm air holds more water, with the temperature (London ~5 mm, Singapore
//   ~15–20, Mumbai's July ~30; a desert's rare rain days bring a few mm);
// - humidity from the dew point against the day's temperatures;
// - cloud from the wet days, the coast and a cold sea's stratus (moisture-normals.ts);
// - the Köppen class from the normals themselves;
// - continentality from the land around and the year's temperature range (Conrad's index).
import type { Climate, MonthlyNormals } from './climate.ts';
import { classifyKoppen } from './classify-koppen.ts';
import { marineSea } from './marine-air.ts';
import { cloudinessOf } from './moisture-normals.ts';
import { oceanClimate } from './ocean-climate.ts';
import { clamp } from '../numbers.ts';
import { relativeHumidity, dewPoint as dewPointOf } from '../weather/humidity.ts';

/** A place's observed year, brought to its height (decode-climate-grid.ts). */
export interface ObservedMonths {
  /** Mean daily maximum and minimum, °C, January first. */
  tmax: number[];
  tmin: number[];
  /** Monthly total, mm; undefined where ERA5 has no data near (the open sea's edge). */
  precipMm: number[] | undefined;
  /** Mean dew point, °C; undefined with precipMm. */
  dewPoint: number[] | undefined;
  /** 0–1: the share of land within about a degree. */
  landShare: number;
}

// By definition: a twelfth of a mean year, in days.
const DAYS_PER_MONTH = 30.44;
/** Hand-set: even the wettest month keeps one dry day in five, the cap monthNormals uses too. */
const MOST_WET_DAYS = 0.8;

/**
 * Rain per wet day, mm: `(coldMm + perDegreeMm × T) × (P / referenceMm) ^ exponent` for a month of
 * P mm at a mean of T °C, between leastMm and mostMm. Hand-set, with no fit behind them: chosen so
 * that the amounts come out as the figures above (London ~5 mm, Singapore ~15–20, Mumbai's July
 * ~30) and a desert's rare rain days bring a few mm.
 */
const WET_DAY_AMOUNT = { coldMm: 3, perDegreeMm: 0.3, referenceMm: 50, exponent: 0.35, leastMm: 1.5, mostMm: 45 };

/** The share of days with at least 1 mm in a month of `precipMm` at a mean of `meanTemperature` °C. */
export function wetDayFractionOf(precipMm: number, meanTemperature: number): number {
  if (precipMm <= 0) return 0;
  const { coldMm, perDegreeMm, referenceMm, exponent, leastMm, mostMm } = WET_DAY_AMOUNT;
  const perWetDay = clamp(
    (coldMm + perDegreeMm * Math.max(0, meanTemperature)) * (precipMm / referenceMm) ** exponent,
    leastMm,
    mostMm,
  );
  return clamp(precipMm / perWetDay / DAYS_PER_MONTH, 0, MOST_WET_DAYS);
}

/**
 * Conrad's continentality index (0 at sea, ~100 in Yakutsk): 1.7 and 14 are his published
 * constants. The floor of the sine of latitude, where the tropics make it meaningless, is hand-set.
 */
function conradIndex(meanTemperatures: readonly number[], lat: number): number {
  const range = Math.max(...meanTemperatures) - Math.min(...meanTemperatures);
  const sine = Math.max(Math.sin((Math.abs(lat) * Math.PI) / 180), 0.5);
  return (1.7 * range) / sine - 14;
}

export function landClimate(lat: number, lon: number, observed: ObservedMonths): Climate {
  const means = observed.tmax.map((high, month) => (high + observed.tmin[month]!) / 2);
  const sea = marineSea(lat, lon);
  // At the open sea's edge ERA5 is silent: the ocean's rain and humidity stand in.
  const ocean = observed.precipMm === undefined ? oceanClimate(lat, lon, 0).months : undefined;
  const precipitation = observed.precipMm ?? ocean!.map((month) => month.precipMm);
  const dewPoints = observed.dewPoint ?? ocean!.map((month, index) => dewPointOf(means[index]!, month.meanRh));
  const coastProximity = 1 - observed.landShare;
  const months = means.map((mean, month): MonthlyNormals => {
    const tmax = observed.tmax[month]!;
    const tmin = Math.min(tmax, observed.tmin[month]!);
    const dew = Math.min(dewPoints[month]!, tmin + 2);
    const wetDayFraction = wetDayFractionOf(precipitation[month]!, mean);
    // The day's mean humidity: between the afternoon's (at the maximum) and the night's.
    const meanRh = clamp(
      (Math.min(100, relativeHumidity(tmax, dew)) + Math.min(100, relativeHumidity(tmin, dew))) / 2,
      10,
      98,
    );
    return {
      tmax,
      tmin,
      wetDayFraction,
      precipMm: precipitation[month]!,
      meanRh,
      cloudiness: cloudinessOf({
        wetDayFraction,
        coastProximity,
        seaAnomaly: sea.anomaly[month]!,
        meanTemperature: mean,
        insolation: 1,
        elevationM: 0,
      }),
    };
  });
  // Hand-set weights, with no fit behind them: mostly Conrad's index, 70 on it counting as fully continental.
  const continentality = clamp(0.25 * observed.landShare + 0.75 * clamp(conradIndex(means, lat) / 70, 0, 1), 0, 1);
  return { koppen: classifyKoppen(means, precipitation, lat), continentality, months };
}
