import type { PrecipType } from '../../../contract/records.ts';
import type { PrecipStyle } from './weather-code.ts';

// Visibility: fog is < 1 km (AMS, ICAO), mist 1–5 km with
// high humidity; snow: light ≥ 1 km, moderate 0.5–1 km, heavy < 0.5 km (AMS "Snow"); drizzle:
// light > 0.8 km, moderate 0.4–0.8 km, dense < 0.4 km (NWS practice, 0.5 and 0.25 mi).
// Curves: [rate mm/h liquid, km], interpolated linearly; the breakpoints sit on the intensity
// classes of weather-code.ts so the code and the visibility tell the same story.
type Curve = ReadonlyArray<readonly [number, number]>;
// Hand-set through the published classes above.
const RAIN: Curve = [
  [0.1, 12],
  [2.5, 5],
  [7.6, 2],
  [30, 0.8],
  [60, 0.5],
];
const DRIZZLE: Curve = [
  [0.1, 3],
  [0.2, 1.2],
  [0.5, 0.6],
  [1, 0.3],
];
const SNOW: Curve = [
  [0.1, 5],
  [1, 1],
  [2.5, 0.5],
  [5, 0.2],
];
const SLEET: Curve = [
  [0.1, 6],
  [1, 2],
  [2.5, 1],
  [5, 0.5],
];
const ICE_PELLETS: Curve = [
  [0.1, 8],
  [1, 3],
  [2.5, 1.5],
  [5, 1],
];

/** Hand-set: fog needs nearly saturated, almost calm air. */
export const FOG_MIN_HUMIDITY = 97;
export const FOG_MAX_WIND_KMH = 12;

/** What visibility depends on in one hour. */
export interface VisibilityInput {
  /** Reported relative humidity, %. */
  humidity: number;
  windKmh: number;
  precipType: PrecipType;
  style: PrecipStyle;
  /** Liquid-water rate, mm/h (0 when dry). */
  rate: number;
  /** Air-mass cleanliness in standard deviations (+ clean, − hazy). */
  clarity: number;
}

/** Visibility in km: below 1 km exactly when the hour is foggy (dry), or in heavy precipitation. */
export function visibilityKm(input: VisibilityInput): number {
  if (input.precipType === 'none' && isFoggy(input.humidity, input.windKmh)) {
    // Thicker the more saturated and the calmer; capped below 1 km, the definition of fog.
    return Math.min(0.9, Math.max(0.1, 0.1 + 0.2 * (100 - input.humidity) + 0.04 * input.windKmh));
  }
  // Clean dry air 20–50 km, cut by haze as humidity rises above 60 % (mist ≥ 1 km near saturation).
  const clean = 20 + 30 * smoothstep((input.clarity + 1.5) / 3);
  const haze = HAZE_BY_HUMIDITY[input.humidity] ?? hazeOf(input.humidity);
  const dry = Math.max(1, clean * haze);
  if (input.precipType === 'none') return dry;
  return Math.min(dry, along(curveFor(input.precipType, input.style), input.rate));
}

function hazeOf(humidity: number): number {
  return humidity <= 60 ? 1 : ((100 - humidity) / 40) ** 0.8;
}

// Format: humidity is a whole percent in every record, so the haze of each is worked out once.
const HAZE_BY_HUMIDITY: ReadonlyArray<number> = Array.from({ length: 101 }, (_, percent) => hazeOf(percent));

/** Whether dry air of this humidity and wind is foggy. */
export function isFoggy(humidity: number, windKmh: number): boolean {
  return humidity >= FOG_MIN_HUMIDITY && windKmh < FOG_MAX_WIND_KMH;
}

function curveFor(type: Exclude<PrecipType, 'none'>, style: PrecipStyle): Curve {
  if (type === 'snow') return SNOW;
  if (type === 'sleet') return SLEET;
  if (type === 'ice_pellets') return ICE_PELLETS;
  return style === 'drizzle' ? DRIZZLE : RAIN;
}

function along(curve: Curve, rate: number): number {
  const first = curve[0]!;
  if (rate <= first[0]) return first[1];
  for (let i = 1; i < curve.length; i++) {
    const [r1, v1] = curve[i]!;
    const [r0, v0] = curve[i - 1]!;
    if (rate <= r1) return v0 + ((rate - r0) / (r1 - r0)) * (v1 - v0);
  }
  return curve[curve.length - 1]![1];
}

function smoothstep(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x * x * (3 - 2 * x);
}
