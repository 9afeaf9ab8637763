// What one language's message file holds (src/i18n/messages/<tag>.json). Numbers, dates and
// times are not here: Intl writes them in the visitor's locale.
import type { Language } from '../contract/languages.ts';

/** Text by CLDR plural category (Intl.PluralRules), chosen by the `count` it is filled with. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Text that may hold `{name}` placeholders, or such text by plural category. */
export type MessageText = string | PluralText;

/** What <weather-forecast> says. */
export interface ForecastMessages {
  choosePlace: string;
  loading: string;
  feelsLike: string;
  wind: string;
  gusts: string;
  humidity: string;
  pressure: string;
  visibility: string;
  dewPoint: string;
  sunrise: string;
  sunset: string;
  sun: string;
  polarDay: string;
  polarNight: string;
  today: string;
  hourly: string;
  daily: string;
  /** The chart's spoken summary: `{count}` hours, `{low}`, `{high}`, `{wettest}`. */
  chartLabel: MessageText;
  chartScroll: string;
  legendTemp: string;
  legendChance: string;
  /** The amount bars' legend; the chart writes the scale's top above them. */
  legendAmount: string;
  showTable: string;
  time: string;
  temperature: string;
  chance: string;
  amount: string;
  low: string;
  high: string;
  rain: string;
  snow: string;
  sleet: string;
  freezingRain: string;
  icePellets: string;
  /** `{place}`: the name the page asked for. */
  unknownPlace: string;
  invalidKey: string;
  misconfigured: string;
  /** The disclosure that holds a configuration error's details, for the site's developer. */
  forDevelopers: string;
  unavailable: string;
  /** `{duration}`: the wait, written by Intl ("30 s"). */
  waiting: string;
  retry: string;
  /** Said when the forecast shows a place the visitor chose: `{place}`, its name. */
  forecastFor: string;
  /** The hourly table's column of the chance of precipitation, in full. */
  chanceOfPrecipitation: string;
  /** The 16 compass points as said aloud, from north clockwise ("north-northeast"), for screen readers. */
  compassSpoken: readonly string[];
  /** `{age}`: a relative time written by Intl ("5 minutes ago"). */
  updated: string;
  offline: string;
  creditPlaces: string;
  creditWeather: string;
  /** The observed climate the embedded world's weather varies around (its licences ask for the credit). */
  creditClimate: string;
  simulated: string;
  /**
   * The 16 compass points from N clockwise (N, NNE, NE, … NNW) as this language abbreviates them:
   * not always letters put together (Chinese names east or west first, 东北; Finnish has its own
   * quarter points, KO for koillinen).
   */
  compass: readonly string[];
}

/** What <weather-search> says. */
export interface SearchMessages {
  label: string;
  /** Results announced: `{count}` places. */
  found: PluralText;
  none: string;
  /** `{duration}`: the wait, written by Intl. */
  rateLimited: string;
  failed: string;
  /** Before the detail of a configuration that cannot work (which names the option to fix). */
  misconfigured: string;
  locate: string;
  locating: string;
  locateDenied: string;
  locateUnavailable: string;
  /** Said after the first list of places: how to use it. */
  usageHint: string;
}

/** The facts beyond the current block's usual ones: UV, the moon, Beaufort forces. */
export interface DetailMessages {
  uvIndex: string;
  /** WHO classes: low (0–2), moderate (3–5), high (6–7), very high (8–10), extreme (11+). */
  uvClasses: readonly [string, string, string, string, string];
  moon: string;
  /** New, waxing crescent, first quarter, waxing gibbous, full, waning gibbous, last quarter, waning crescent. */
  moonPhases: readonly [string, string, string, string, string, string, string, string];
  /** The Beaufort forces' names, 0 to 12, as each language's weather service writes them. */
  beaufort: readonly string[];
}

/** Unit symbols that Intl.NumberFormat has no unit for. */
export interface UnitSymbols {
  knots: string;
  beaufort: string;
  hectopascals: string;
  millimetersOfMercury: string;
  inchesOfMercury: string;
}

/** One language's message file. */
export interface CatalogFile {
  forecast: ForecastMessages;
  search: SearchMessages;
  details: DetailMessages;
  /** Each WMO weather code the contract names, described as this language's weather service writes it. */
  weather: Readonly<Record<string, string>>;
  units: UnitSymbols;
}

/** A loaded catalog: its file and the language it is written in. */
export interface Catalog extends CatalogFile {
  language: Language;
}
