import type { HourlyRecord, PrecipType } from '../../../contract/records.ts';
import { compassPoint } from '../../../contract/compass.ts';
import { describeWeather } from '../../../contract/weather-codes.ts';
import type { DayClimate } from './day-climate.ts';
import { temperatureAt } from './diurnal-temperature.ts';
import { feelsLike } from './feels-like.ts';
import { dewPoint, relativeHumidity } from './humidity.ts';
import { cloudFraction, precipitationAt, type HourlyPrecipitation } from './precipitation.ts';
import { precipTypeFor } from './precip-type.ts';
import { roundTo } from './rounding.ts';
import { seaLevelPressureHpa, surfaceWindOf } from './surface-wind.ts';
import type { SynopticState } from './synoptic-state.ts';
import { isFoggy, visibilityKm } from './visibility.ts';
import { weatherCodeOf, type PrecipStyle } from './weather-code.ts';
import type { WeatherPlace } from './weather-place.ts';

/** Everything one hour is made from. */
export interface HourInput {
  place: WeatherPlace;
  /** 0 = open sea, 1 = deep inland (the climate's continentality). */
  continentality: number;
  /** Hours since the Unix epoch of the hour's start. */
  epochHour: number;
  /** The hour's `YYYY-MM-DDThh:00:00Z`. */
  time: string;
  state: SynopticState;
  /** Change of the pressure anomaly over the surrounding 6 h (negative = falling). */
  pressureTendency: number;
  /** Local apparent solar hour, 0–24. */
  solarHour: number;
  previous: DayClimate;
  today: DayClimate;
  next: DayClimate;
}

// A warm layer aloft: warm advection ahead of lows, where the pressure falls.
const WARM_LAYER_THRESHOLD = 0.9;
// Drizzle: light precipitation from low stratus in moist air outside the deep lows' fronts.
const DRIZZLE_MAX_RATE = 1;
// Thunder: a convective shower heavier than light (AMS: > 2.5 mm/h) in air of 20 °C or more.
const THUNDER_ABOVE_RATE = 2.5;
const THUNDER_MIN_TEMP = 20;
// Air this humid or more (and calm, see visibility.ts) can fog on a fog-prone (hazy) air mass.
const FOG_PRONE_CLARITY = -0.8;

/** The contract record of one hour, rounded to the contract's metric precision. */
export function hourlyRecord(input: HourInput): HourlyRecord {
  const { state, today } = input;
  const normals = today.normals;
  const temp = roundTo(temperatureAt(input.epochHour, input.previous, today, input.next), 1);
  const precipitation = precipitationAt(state, normals, input.solarHour);
  const amount = roundTo(precipitation.rate, 1);
  const falling = amount > 0;
  const warmLayerAloft = state.warmLayer > WARM_LAYER_THRESHOLD && input.pressureTendency < 0;
  const precipType: PrecipType = falling ? precipTypeFor(temp, warmLayerAloft) : 'none';
  const style = styleOf(precipitation, state, amount);

  const clouds = Math.round(100 * cloudsOf(state, precipitation, normals, falling, style));
  const dew = roundTo(temp - dewPointDepression(input, temp, amount), 1);
  const humidity = Math.min(100, Math.round(relativeHumidity(temp, dew)));

  const wind = surfaceWindOf(input, falling && style === 'showers');
  const windSpeed = roundTo(wind.speedKmh, 1);
  const windGust = Math.max(windSpeed, roundTo(wind.gustKmh, 1));
  const windDeg = Math.round(wind.fromDegrees) % 360;

  const vis = roundTo(visibilityKm({ humidity, windKmh: windSpeed, precipType, style, rate: amount, clarity: state.clarity }), 1);
  const code = weatherCodeOf({
    precipType, rate: amount, style, temp, clouds,
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
  };
}

function styleOf(precipitation: HourlyPrecipitation, state: SynopticState, amount: number): PrecipStyle {
  if (precipitation.showery) return 'showers';
  if (amount <= DRIZZLE_MAX_RATE && state.pressure > -0.5 && state.moisture > 0) return 'drizzle';
  return 'steady';
}

function cloudsOf(
  state: SynopticState, precipitation: HourlyPrecipitation, normals: DayClimate['normals'], falling: boolean, style: PrecipStyle,
): number {
  const sky = cloudFraction(state, precipitation.wetness, normals);
  if (!falling) return sky;
  // A raining deck is (nearly) overcast; showers fall from cumulus in a broken sky.
  return style === 'showers' ? Math.max(sky, 0.4) : Math.max(sky, 0.75 + 0.25 * Math.tanh(precipitation.rate));
}

/** How far the dew point sits below the temperature (°C, ≥ 0). */
function dewPointDepression(input: HourInput, temp: number, amount: number): number {
  const { normals, anomaly } = input.today;
  // The air mass carries its dew point: the season's mean (from mean RH at the mean temperature),
  // shifted with the temperature anomaly and by moist or dry air.
  const airMassDew = dewPoint((normals.tmax + normals.tmin) / 2, normals.meanRh) + 0.7 * anomaly + 2 * input.state.moisture;
  const depression = temp - airMassDew;
  // Falling precipitation nearly saturates the air; only fog-prone air masses reach saturation
  // otherwise, elsewhere the air stays a little drier (~95 %) even on the coldest nights.
  if (amount > 0) return Math.min(Math.max(depression, 0.2), 0.3 + 1.2 * Math.exp(-amount));
  return Math.max(depression, input.state.clarity < FOG_PRONE_CLARITY ? 0 : 0.8);
}

/** pop ≥ 50 exactly when precipitation is reported; below 50 it fades with the distance to it. */
function probabilityOfPrecipitation(precipitation: HourlyPrecipitation, amount: number): number {
  if (amount > 0) return 50 + Math.round(50 * Math.tanh(amount / 1.5));
  const margin = Math.max(0, precipitation.threshold - precipitation.wetness);
  return Math.floor(49 * Math.exp(-1.5 * margin));
}
