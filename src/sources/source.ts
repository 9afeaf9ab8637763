import type { ClimateMonth } from '../contract/climate.ts';
import type { DailyRecord, HourlyRecord, Location } from '../contract/records.ts';

/** Which stretch of time a weather request covers. */
export interface WeatherSpan {
  /** The current instant, epoch milliseconds. The first hourly record is the hour that contains it. */
  now: number;
  /** How many hourly records, starting with the current hour (0 for none). */
  hours: number;
  /** How many daily records, starting with the location's local calendar day that contains `now`. */
  days: number;
}

/** Canonical metric weather for one location: what every source hands the service. */
export interface WeatherSeries {
  hourly: HourlyRecord[];
  daily: DailyRecord[];
}

/** A place's observed monthly normals: what a source that knows them hands the service. */
export interface ClimateNormals {
  /** Short credits of the datasets the normals come from, e.g. `CRU TS 4.07`. */
  sources: string[];
  /** Twelve months, January first, in the contract's metric units (humidity a whole percent); null where the source cannot say. */
  months: ClimateMonth[];
}

/**
 * Where places and weather come from. Every value crossing this interface is plain,
 * structured-cloneable data in the contract's metric units, so a source can sit in a
 * worker, behind HTTP, or in process.
 */
export interface Source {
  /**
   * Places whose names match `query` (an optional `, qualifier` narrows by country or region), best
   * first, at most `limit`; named in `language` (a canonical language tag, default `en`) where the
   * source knows their names in it.
   */
  geocode(query: string, limit: number, language?: string): Promise<Location[]>;
  /** The place that best names a coordinate: the nearest known place, or a coordinate label at sea; named as geocode names it. */
  locate(lat: number, lon: number, language?: string): Promise<Location>;
  /** Hourly and daily weather for a location over a span. */
  weather(location: Location, span: WeatherSpan): Promise<WeatherSeries>;
  /**
   * The location's observed 1991–2020 normals. Absent on a source that has none to give (the
   * service then answers `climate` with a 501 `not_implemented` problem rather than invent them).
   */
  climate?(location: Location): Promise<ClimateNormals>;
}
