/** The unit systems a caller can ask for with `units=`. */
export const UNIT_SYSTEMS = ['metric', 'imperial'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** A kind of measured quantity whose unit depends on the unit system. */
export type Quantity = 'temperature' | 'speed' | 'pressure' | 'distance' | 'rain' | 'snow';

interface QuantityUnits {
  /** Unit names per system, as they appear in the `units` object. */
  names: Record<UnitSystem, string>;
  /** Reporting step per system: values are rounded to a multiple of it. */
  step: Record<UnitSystem, number>;
  /** Metric value → imperial value. */
  toImperial(metric: number): number;
}

/** One table for every conversion and rounding the service does. */
export const QUANTITIES: Record<Quantity, QuantityUnits> = {
  temperature: {
    names: { metric: 'celsius', imperial: 'fahrenheit' },
    step: { metric: 0.1, imperial: 0.1 },
    toImperial: (celsius) => (celsius * 9) / 5 + 32,
  },
  speed: {
    names: { metric: 'kilometers_per_hour', imperial: 'miles_per_hour' },
    step: { metric: 0.1, imperial: 0.1 },
    toImperial: (kmh) => kmh / 1.609344,
  },
  pressure: {
    names: { metric: 'kilopascals', imperial: 'inches_of_mercury' },
    step: { metric: 0.01, imperial: 0.01 },
    toImperial: (kPa) => kPa / 3.386389,
  },
  distance: {
    names: { metric: 'kilometers', imperial: 'miles' },
    step: { metric: 0.1, imperial: 0.1 },
    toImperial: (km) => km / 1.609344,
  },
  rain: {
    names: { metric: 'millimeters', imperial: 'inches' },
    step: { metric: 0.1, imperial: 0.01 },
    toImperial: (mm) => mm / 25.4,
  },
  snow: {
    names: { metric: 'centimeters', imperial: 'inches' },
    step: { metric: 0.1, imperial: 0.1 },
    toImperial: (cm) => cm / 2.54,
  },
};

/**
 * Rounds a value to the reporting step of its quantity. Amounts of precipitation that are
 * positive stay positive (at least one step), so "some rain" never reads as "no rain".
 */
export function roundTo(quantity: Quantity, system: UnitSystem, value: number): number {
  const step = QUANTITIES[quantity].step[system];
  // Every step is a power of ten: dividing the rounded integer by 1/step gives the double
  // nearest the decimal, so 0.1 + 0.2 style noise never reaches the reply.
  const perUnit = Math.round(1 / step);
  const rounded = Math.round(value * perUnit) / perUnit;
  if ((quantity === 'rain' || quantity === 'snow') && value > 0 && rounded === 0) return step;
  // -0 would print as 0 in JSON but compare oddly in JavaScript; normalise it.
  return rounded + 0;
}

/** A metric value in the given system, rounded for reporting. */
export function convert(quantity: Quantity, system: UnitSystem, metric: number): number {
  const value = system === 'metric' ? metric : QUANTITIES[quantity].toImperial(metric);
  return roundTo(quantity, system, value);
}

/** The `units` object of forecast and current replies: nine keys every reply has (temp to snow) plus every other numeric field. */
export function unitsObject(system: UnitSystem) {
  const name = (quantity: Quantity) => QUANTITIES[quantity].names[system];
  return {
    temp: name('temperature'),
    feels_like: name('temperature'),
    dew: name('temperature'),
    wind_speed: name('speed'),
    wind_gust: name('speed'),
    pressure: name('pressure'),
    vis: name('distance'),
    rain: name('rain'),
    snow: name('snow'),
    precip_amount: name('rain'),
    humidity: 'percent',
    clouds: 'percent',
    pop: 'percent',
    wind_deg: 'degrees',
    sunrise: 'unix_seconds',
    sunset: 'unix_seconds',
    uv_index: 'index',
  } satisfies Record<string, string>;
}
