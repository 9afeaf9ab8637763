import type { PrecipType } from '../../../contract/records.ts';
import type { WeatherCode } from '../../../contract/weather-codes.ts';

/** How precipitation falls: from a frontal deck, as drizzle from low cloud, or in convective showers. */
export type PrecipStyle = 'steady' | 'drizzle' | 'showers';

/** 0 = light (slight), 1 = moderate, 2 = heavy (dense, violent). */
export type Intensity = 0 | 1 | 2;

// Published: the upper bounds (mm/h of liquid water) of the light and moderate classes. Rain: the AMS glossary
// (light ≤ 2.5, moderate ≤ 7.6 mm/h). Drizzle: a tenth of that scale. Snow, ice pellets and the
// rain–snow mix by liquid equivalent, ~1 and ~2.5 cm of snow an hour at 10:1.
const INTENSITY_BOUNDS: Record<PrecipStyle | 'frozen', readonly [number, number]> = {
  steady: [2.5, 7.6],
  showers: [2.5, 7.6],
  drizzle: [0.2, 0.5],
  frozen: [1, 2.5],
};

/** The intensity class of a precipitation rate (mm/h liquid) of a type and style. */
export function intensityOf(type: Exclude<PrecipType, 'none'>, style: PrecipStyle, rate: number): Intensity {
  const frozen = (type === 'snow' || type === 'ice_pellets' || type === 'sleet') && style !== 'drizzle';
  const [light, moderate] = INTENSITY_BOUNDS[frozen ? 'frozen' : style];
  return rate <= light ? 0 : rate <= moderate ? 1 : 2;
}

// WMO 4677 code of falling precipitation (by definition): type × style → [light, moderate, heavy].
// Frozen drizzle is snow grains (77); freezing showers are reported as freezing rain.
const PRECIP_CODES: Record<
  Exclude<PrecipType, 'none'>,
  Record<PrecipStyle, readonly [WeatherCode, WeatherCode, WeatherCode]>
> = {
  rain: { steady: [61, 63, 65], drizzle: [51, 53, 55], showers: [80, 81, 82] },
  freezing_rain: { steady: [66, 67, 67], drizzle: [56, 57, 57], showers: [66, 67, 67] },
  sleet: { steady: [68, 69, 69], drizzle: [68, 69, 69], showers: [68, 69, 69] },
  snow: { steady: [71, 73, 75], drizzle: [77, 77, 77], showers: [85, 86, 86] },
  ice_pellets: { steady: [79, 79, 79], drizzle: [79, 79, 79], showers: [79, 79, 79] },
};

// Hand-set on the okta scale (WMO's eighths of sky): the dry sky by cloud cover (percent), in
// oktas: clear ≤ 1 okta, mainly clear ≤ 3, partly cloudy
// ≤ 5, overcast (cloudy) 6–8 oktas.
const SKY_CODES: ReadonlyArray<readonly [maxClouds: number, code: WeatherCode]> = [
  [12, 0],
  [37, 1],
  [68, 2],
  [100, 3],
];

/** What the sky is doing in one hour, as the code rule needs it. */
export interface SkyState {
  precipType: PrecipType;
  /** Liquid-water rate, mm/h (the reported precip_amount of the hour). */
  rate: number;
  style: PrecipStyle;
  /** A heavy convective shower in warm air (see hourly-weather.ts). */
  thunder: boolean;
  /** Visibility below 1 km without precipitation. */
  fog: boolean;
  temp: number;
  clouds: number;
}

/**
 * The WMO code of an hour: thunderstorm ▸ precipitation by type, style and intensity ▸
 * fog (45, or 48 depositing rime below 0 °C) ▸ cloud cover.
 */
export function weatherCodeOf(sky: SkyState): WeatherCode {
  if (sky.precipType !== 'none') {
    if (sky.thunder) return 95;
    return PRECIP_CODES[sky.precipType][sky.style][intensityOf(sky.precipType, sky.style, sky.rate)];
  }
  if (sky.fog) return sky.temp < 0 ? 48 : 45;
  for (const [maxClouds, code] of SKY_CODES) if (sky.clouds <= maxClouds) return code;
  return 3;
}
