import type { HourlyRecord, PrecipType } from '../../../contract/records.ts';
import { compassPoint } from '../../../contract/compass.ts';
import { describeWeather } from '../../../contract/weather-codes.ts';
import type { HourInput } from './hour-input.ts';
import { temperatureAt } from './diurnal-temperature.ts';
import { feelsLike, heatIndex } from './feels-like.ts';
import { relativeHumidity } from './humidity.ts';
import { cloudFraction, precipitationAt, type HourlyPrecipitation, type SeasonTerms } from './precipitation.ts';
import { precipTypeFor } from './precip-type.ts';
import { roundTo } from './rounding.ts';
import { cosSolarZenith } from './solar-day.ts';
import { seaLevelPressureHpa, surfaceWindOf } from './surface-wind.ts';
import type { SynopticState } from './synoptic-state.ts';
import { uvIndexOfSun } from './uv-index.ts';
import { isFoggy, visibilityKm } from './visibility.ts';
import { weatherCodeOf, type PrecipStyle } from './weather-code.ts';
import { clamp } from '../numbers.ts';

// Hand-set, each against the sources named with it: a warm layer aloft comes with warm
// advection ahead of lows, where the pressure falls.
const WARM_LAYER_THRESHOLD = 0.9;
// Drizzle: light precipitation from low stratus in moist air outside the deep lows' fronts.
const DRIZZLE_MAX_RATE = 1;
// Thunder: a convective shower heavier than light (AMS: > 2.5 mm/h) in air of 20 °C or more.
const THUNDER_ABOVE_RATE = 2.5;
const THUNDER_MIN_TEMP = 20;
// Air this humid or more (and calm, see visibility.ts) can fog on a fog-prone (hazy) air mass.
const FOG_PRONE_CLARITY = -0.8;
// Marine air: the dew-point depression (°C) that keeps it at 70–90 %, how far moist or dry air
// masses move its dew point, and how far below the sea surface the dew point stays.
const MARINE_DEPRESSION = [1.5, 5] as const;
const MARINE_MOISTURE_SPREAD = 1;
const SEA_DEW_MARGIN = 1;
// The dew point of air over the warmest seas (~30.5 °C water): land air nears it from 3 °C below.
const LAND_DEW_CEILING = 31;
const LAND_DEW_KNEE = 3;
// Moist convection caps how hot and humid air gets: the heat index is held at 54 °C (hand-set).
export const MAX_HEAT_INDEX = 54;
// Hand-set from the NWS regression: air below 30 °C stays under that cap at any humidity (49 °C
// at most, saturated at 31 °C), so its dew point needs no check (hourly-weather.test.ts sweeps it).
export const HEAT_INDEX_CAP_UNREACHED_BELOW = 30;

/** The contract record of one hour, rounded to the contract's metric precision. */
export function hourlyRecord(input: HourInput): HourlyRecord {
  const { state, today } = input;
  const temp = roundTo(temperatureAt(input.epochHour, input.previous, today, input.next), 1);
  const precipitation = precipitationAt(state, today.season, input.solarHour);
  const amount = roundTo(precipitation.rate, 1);
  const falling = amount > 0;
  const warmLayerAloft = state.warmLayer > WARM_LAYER_THRESHOLD && input.pressureTendency < 0;
  const precipType: PrecipType = falling ? precipTypeFor(temp, warmLayerAloft) : 'none';
  const style = styleOf(precipitation, state, amount);

  const clouds = Math.round(100 * cloudsOf(state, precipitation, today.season, falling, style));
  const dew = roundTo(boundedDewPoint(temp, temp - dewPointDepression(input, temp, amount), input.today.seaSurface), 1);
  const humidity = Math.min(100, Math.round(relativeHumidity(temp, dew)));

  const wind = surfaceWindOf(input, falling && style === 'showers');
  const windSpeed = roundTo(wind.speedKmh, 1);
  const windGust = Math.max(windSpeed, roundTo(wind.gustKmh, 1));
  const windDeg = Math.round(wind.fromDegrees) % 360;

  const vis = roundTo(
    visibilityKm({ humidity, windKmh: windSpeed, precipType, style, rate: amount, clarity: state.clarity }),
    1,
  );
  const code = weatherCodeOf({
    precipType,
    rate: amount,
    style,
    temp,
    clouds,
    thunder: style === 'showers' && amount > THUNDER_ABOVE_RATE && temp >= THUNDER_MIN_TEMP,
    fog: !falling && isFoggy(humidity, windSpeed),
  });

  return {
    time: input.time,
    temp,
    feels_like: roundTo(feelsLike(temp, humidity, windSpeed), 1),
    dew,
    humidity,
    wind_speed: windSpeed,
    wind_gust: windGust,
    wind_deg: windDeg,
    wind_dir: compassPoint(windDeg),
    pressure: roundTo(seaLevelPressureHpa(input.place.lat, state.pressure) / 10, 2),
    vis,
    clouds,
    pop: probabilityOfPrecipitation(precipitation, amount),
    precip_amount: amount,
    precip_type: precipType,
    description: describeWeather(code),
    // The hour's sun is the one that shaped its temperature.
    uv_index: uvIndexOfSun(cosSolarZenith(today.sun, input.epochHour), clouds, input.place.elevation, input.uvDay),
  };
}

function styleOf(precipitation: HourlyPrecipitation, state: SynopticState, amount: number): PrecipStyle {
  if (precipitation.showery) return 'showers';
  if (amount <= DRIZZLE_MAX_RATE && state.pressure > -0.5 && state.moisture > 0) return 'drizzle';
  return 'steady';
}

function cloudsOf(
  state: SynopticState,
  precipitation: HourlyPrecipitation,
  season: SeasonTerms,
  falling: boolean,
  style: PrecipStyle,
): number {
  const sky = cloudFraction(state, precipitation.wetness, season);
  if (!falling) return sky;
  // A raining deck is (nearly) overcast; showers fall from cumulus in a broken sky.
  return style === 'showers' ? Math.max(sky, 0.4) : Math.max(sky, 0.75 + 0.25 * Math.tanh(precipitation.rate));
}

/** How far the dew point sits below the temperature (°C, ≥ 0). */
function dewPointDepression(input: HourInput, temp: number, amount: number): number {
  const { seasonDew, anomaly, seaSurface } = input.today;
  const atSea = seaSurface !== undefined;
  // The air mass carries its dew point: the season's mean (from mean RH at the mean temperature),
  // shifted with the temperature anomaly and by moist or dry air.
  const airMassDew = seasonDew + 0.7 * anomaly + (atSea ? MARINE_MOISTURE_SPREAD : 2) * input.state.moisture;
  const depression = temp - airMassDew;
  // Falling precipitation moistens the air, nearly to saturation where it is already humid, but
  // never past its wet-bulb temperature: evaporating rain cools as much as it moistens, and the
  // wet-bulb depression is about a third of the dew-point depression.
  if (amount > 0) return Math.max(depression / 3, Math.min(Math.max(depression, 0.2), 0.3 + 1.2 * Math.exp(-amount)));
  if (atSea) {
    // Evaporation keeps marine air humid and mixing with the air above keeps it from saturation
    // (70–90 %), except warm air over colder water, which the sea cools to its dew point: sea fog.
    const overColderWater = temp > seaSurface + 1;
    return clamp(depression, overColderWater ? 0 : MARINE_DEPRESSION[0], MARINE_DEPRESSION[1]);
  }
  // Only fog-prone air masses reach saturation otherwise, elsewhere the air stays a little drier
  // (~95 %) even on the coldest nights.
  return Math.max(depression, input.state.clarity < FOG_PRONE_CLARITY ? 0 : 0.8);
}

/**
 * The dew point within what water and convection allow. Air gets its moisture from water: over
 * the sea from the surface beneath, whose temperature it cannot pass; over land from the seas
 * it came from, so that it nears, and never passes, the dew point of air over the warmest seas.
 * And moist convection caps how hot and humid surface air can be at once: air that would feel
 * hotter than a heat index of 54 °C (about the highest sustained on the Persian Gulf coast)
 * overturns and mixes with drier air from above.
 */
function boundedDewPoint(temp: number, dew: number, seaSurface: number | undefined): number {
  const watered =
    seaSurface === undefined
      ? softCeiling(dew, LAND_DEW_CEILING, LAND_DEW_KNEE)
      : Math.min(dew, seaSurface - SEA_DEW_MARGIN);
  const bounded = Math.min(temp, watered);
  if (temp < HEAT_INDEX_CAP_UNREACHED_BELOW) return bounded;
  if (heatIndex(temp, relativeHumidity(temp, bounded)) <= MAX_HEAT_INDEX) return bounded;
  // The highest dew point at which the heat index is MAX_HEAT_INDEX: it rises with the dew point.
  let low = -60,
    high = bounded;
  for (let step = 0; step < 24; step += 1) {
    const middle = (low + high) / 2;
    if (heatIndex(temp, relativeHumidity(temp, middle)) <= MAX_HEAT_INDEX) low = middle;
    else high = middle;
  }
  return low;
}

// Values near `ceiling` approach it and never reach it; below ceiling − knee they stay as they are.
function softCeiling(value: number, ceiling: number, knee: number): number {
  const start = ceiling - knee;
  return value <= start ? value : ceiling - knee * Math.exp(-(value - start) / knee);
}

/** pop ≥ 50 exactly when precipitation is reported; below 50 it fades with the distance to it. */
function probabilityOfPrecipitation(precipitation: HourlyPrecipitation, amount: number): number {
  if (amount > 0) return 50 + Math.round(50 * Math.tanh(amount / 1.5));
  const margin = Math.max(0, precipitation.threshold - precipitation.wetness);
  return Math.floor(49 * Math.exp(-1.5 * margin));
}
