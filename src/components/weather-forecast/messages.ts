// Compass points in the language's own abbreviations.
import type { ForecastMessages } from '../../i18n/catalog.ts';

const POINTS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

/** A 16-point compass label ("NNE") as the language writes it ("NNO", "北北東", "北东北"). */
export function compassLabel(point: string, messages: ForecastMessages): string {
  return messages.compass[POINTS.indexOf(point)] ?? point;
}

/** A 16-point compass label said in full ("west-southwest"), in the language's words. */
export function compassSpoken(point: string, messages: ForecastMessages): string | undefined {
  return messages.compassSpoken[POINTS.indexOf(point)];
}
