// What <weather-climate> says: one file per language in messages/, apart from the languages' files
// every forecast reads, so that a page without a climate chart pays nothing for them, and a page
// with one fetches its own language's only (climate-words.ts). Month names, numbers and units come
// from Intl. A sentence whose count would need a language's plural forms puts the count after a
// label instead ("days with rain: 11").
import type { MessageText } from '../../i18n/catalog.ts';

/** The climate's words in one language. */
export interface ClimateMessages {
  title: string;
  choosePlace: string;
  /** `{place}`, `{warm}` and `{wet}` months, `{high}`, `{low}`, `{precip}`, `{count}` days with rain. */
  summary: MessageText;
  /** `{place}`, `{month}`, `{high}`, `{low}`, `{precip}`, `{count}`. */
  monthSummary: MessageText;
  /** `{place}`. */
  noData: string;
  notImplemented: string;
  month: string;
  precipitation: string;
  wetDays: string;
  daylight: string;
  /** Winter, spring, summer, autumn. */
  seasons: readonly [string, string, string, string];
  /** `{period}`, `{sources}`. */
  credit: string;
  chart: string;
}
