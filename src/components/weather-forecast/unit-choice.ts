// The unit a page chose per quantity (wind-unit, pressure-unit, precip-unit, temperature-unit),
// each overriding what `units` chose for it.
import { PRECIP_UNITS, PRESSURE_UNITS, TEMPERATURE_UNITS, WIND_UNITS } from '../../protocol/config.ts';
import { parseChoice, type Parsed } from './options.ts';

export { PRECIP_UNITS, PRESSURE_UNITS, TEMPERATURE_UNITS, WIND_UNITS };

/** The units chosen per quantity; unset: as the reply gives it (the `units` system). */
export interface UnitChoice {
  wind?: (typeof WIND_UNITS)[number];
  pressure?: (typeof PRESSURE_UNITS)[number];
  precip?: (typeof PRECIP_UNITS)[number];
  temperature?: (typeof TEMPERATURE_UNITS)[number];
}

/** One attribute's unit, case-insensitive ("hPa", "KN"); unset or unknown (corrected) → undefined. */
export function parseUnit<T extends string>(
  value: string | null | undefined,
  allowed: readonly T[],
): Parsed<T | undefined> {
  const { value: unit, corrected } = parseChoice<T | ''>(value, allowed, '');
  return { value: unit === '' ? undefined : unit, corrected };
}

/** Whether any quantity has a unit of its own. */
export function choosesUnits(choice: UnitChoice): boolean {
  return Object.values(choice).some((unit) => unit !== undefined);
}
