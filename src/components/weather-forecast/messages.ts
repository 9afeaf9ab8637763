// Compass points in the language's own letters.
import type { ForecastMessages } from '../../i18n/catalog.ts';

/** A 16-point compass label ("NNE") in the language's letters ("NNO", "北北東"). */
export function compassLabel(point: string, messages: ForecastMessages): string {
  return [...point].map((letter) => messages.compass['NESW'.indexOf(letter)] ?? letter).join('');
}
