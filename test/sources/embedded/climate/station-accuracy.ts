// How close the embedded world's weather comes to the station reference, measured as
// docs/embedded-world.md says: for each station and month, the mean of the daily maxima and minima of 14-day forecasts
// from the 15th of that month in five years, so that weather noise averages out.
import type { ClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import { wetDayFractionOf } from '../../../../src/sources/embedded/climate/land-climate.ts';
import { generateWeather } from '../../../../src/sources/embedded/weather/index.ts';
import type { StationKind, StationNormals } from './station-normals.ts';

const YEARS = [2021, 2022, 2023, 2024, 2025];
const FORECAST_DAYS = 14;

/** Model minus station, °C, of one station-month. */
export interface StationMonthError {
  station: string;
  kind: StationKind;
  half: StationNormals['half'];
  /** 0 = January. */
  month: number;
  tmax: number;
  tmin: number;
}

// The station's days in its own solar time zone (whole hours from UTC), as a local forecast has them.
const solarTimeZone = (lon: number) => {
  const hours = Math.round(lon / 15);
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
};

/** Where a station's weather is generated: its point, its height, its solar time zone. */
export const weatherPlaceOf = (station: StationNormals) => ({
  lat: station.lat,
  lon: station.lon,
  elevation: station.elevationM,
  timezone: solarTimeZone(station.lon),
});

/** Where a measurement reads each station's climate: the embedded grid, or a stand-in for it. */
export type ClimateSource = Pick<ClimateGrid, 'climateAt'>;

/** The inhabitants of the town a station lies in, as a coordinate forecast there finds them (Gazetteer.populationAt). */
export type PopulationOf = (station: StationNormals) => number;

/** The errors of every station-month of `stations`. */
export function stationMonthErrors(
  grid: ClimateSource,
  stations: readonly StationNormals[],
  populationOf: PopulationOf = () => 0,
): StationMonthError[] {
  return stations.flatMap((station) => {
    const climate = grid.climateAt(station.lat, station.lon, station.elevationM, populationOf(station));
    const place = weatherPlaceOf(station);
    return station.tmax.map((normalMax, month) => {
      let maxSum = 0,
        minSum = 0,
        days = 0;
      for (const year of YEARS) {
        for (const day of generateWeather(place, climate, {
          now: Date.UTC(year, month, 15, 12),
          hours: 0,
          days: FORECAST_DAYS,
        }).daily) {
          maxSum += day.temp_max;
          minSum += day.temp_min;
          days += 1;
        }
      }
      return {
        station: station.name,
        kind: station.kind,
        half: station.half,
        month,
        tmax: maxSum / days - normalMax,
        tmin: minSum / days - station.tmin[month]!,
      };
    });
  });
}

/** The figures the README states for a set of station-months. */
export interface AccuracySummary {
  stationMonths: number;
  /** Share of station-months whose mean maximum (minimum) is within 3 °C of the station's. */
  maxWithin3: number;
  minWithin3: number;
  medianMaxError: number;
  medianMinError: number;
  /** Station-months more than 6 °C off in either. */
  beyond6: number;
  worst: StationMonthError[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};

export function summarize(errors: readonly StationMonthError[]): AccuracySummary {
  const share = (pick: (error: StationMonthError) => number) =>
    errors.filter((error) => Math.abs(pick(error)) <= 3).length / errors.length;
  const worstOf = (error: StationMonthError) => Math.max(Math.abs(error.tmax), Math.abs(error.tmin));
  return {
    stationMonths: errors.length,
    maxWithin3: share((error) => error.tmax),
    minWithin3: share((error) => error.tmin),
    medianMaxError: median(errors.map((error) => Math.abs(error.tmax))),
    medianMinError: median(errors.map((error) => Math.abs(error.tmin))),
    beyond6: errors.filter((error) => worstOf(error) > 6).length,
    worst: [...errors].sort((a, b) => worstOf(b) - worstOf(a)).slice(0, 10),
  };
}

/** A month's temperature as its mean and its day–night range, °C. */
export interface MeanAndRange {
  mean: number;
  range: number;
}

/**
 * A stand-in for `grid` whose every month at a station of `stations` is what `pick` makes of the
 * model's month and the station's own (by default the station's own: what the measure allows).
 */
export function withStationNormals(
  grid: ClimateSource,
  stations: readonly StationNormals[],
  pick: (model: MeanAndRange, own: MeanAndRange) => MeanAndRange = (_, own) => own,
): ClimateSource {
  return {
    climateAt(lat, lon, elevationM, population) {
      const climate = grid.climateAt(lat, lon, elevationM, population);
      const station = stations.find((candidate) => candidate.lat === lat && candidate.lon === lon);
      if (station === undefined) throw new Error(`no station at ${lat}, ${lon}`);
      return {
        ...climate,
        months: climate.months.map((month, index) => {
          const model = { mean: (month.tmax + month.tmin) / 2, range: month.tmax - month.tmin };
          const own = {
            mean: (station.tmax[index]! + station.tmin[index]!) / 2,
            range: station.tmax[index]! - station.tmin[index]!,
          };
          const { mean, range } = pick(model, own);
          return { ...month, tmax: mean + range / 2, tmin: mean - range / 2 };
        }),
      };
    },
  };
}

const PRECIPITATION_YEARS = Array.from({ length: 20 }, (_, at) => 2006 + at);
const HOURS_PER_WINDOW = 14 * 24;
/** The day of the month a window starts: 8th 00:00 UTC to 22nd 00:00 UTC, the middle of the month. */
const WINDOW_START_DAY = 8;
const DAYS_IN_MONTH = [31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Model and station monthly precipitation totals, mm, of one station-month. */
export interface StationMonthPrecipitation {
  station: string;
  kind: StationKind;
  half: StationNormals['half'];
  month: number;
  model: number;
  normal: number;
}

/** Whether a modelled monthly total is within ±30 % or ±15 mm (whichever is wider) of the normal. */
export const precipitationHolds = ({ model, normal }: StationMonthPrecipitation): boolean =>
  Math.abs(model - normal) <= Math.max(0.3 * normal, 15);

/**
 * Each station-month's modelled total: the liquid water of 14 days of hours centred on the
 * middle of the month (from the 8th) in each of 20 years, scaled to the month's length. Centred,
 * a window's weather is that month's: one from the 15th lies half in the next month's season,
 * which at a monsoon's onset or a dry season's start is a different climate.
 */
export function stationMonthPrecipitation(
  grid: ClimateSource,
  stations: readonly StationNormals[],
  normals: (station: StationNormals) => readonly number[],
): StationMonthPrecipitation[] {
  return stations.flatMap((station) => {
    const climate = grid.climateAt(station.lat, station.lon, station.elevationM);
    const place = weatherPlaceOf(station);
    return normals(station).map((normal, month) => {
      let water = 0;
      for (const year of PRECIPITATION_YEARS) {
        for (const hour of generateWeather(place, climate, {
          now: Date.UTC(year, month, WINDOW_START_DAY),
          hours: HOURS_PER_WINDOW,
          days: 0,
        }).hourly)
          water += hour.precip_amount;
      }
      const model = (water / (PRECIPITATION_YEARS.length * HOURS_PER_WINDOW)) * 24 * DAYS_IN_MONTH[month]!;
      return { station: station.name, kind: station.kind, half: station.half, month, model, normal };
    });
  });
}

/**
 * A stand-in for `grid` whose every month at a station of `stations` has the station's own
 * precipitation normal (and the wet days that go with it): what the measure allows when the
 * normals are right.
 */
export function withStationPrecipitation(
  grid: ClimateSource,
  stations: readonly StationNormals[],
  normals: (station: StationNormals) => readonly number[],
): ClimateSource {
  return {
    climateAt(lat, lon, elevationM) {
      const climate = grid.climateAt(lat, lon, elevationM);
      const station = stations.find((candidate) => candidate.lat === lat && candidate.lon === lon);
      if (station === undefined) throw new Error(`no station at ${lat}, ${lon}`);
      const own = normals(station);
      return {
        ...climate,
        months: climate.months.map((month, index) => ({
          ...month,
          precipMm: own[index]!,
          wetDayFraction: wetDayFractionOf(own[index]!, (month.tmax + month.tmin) / 2),
        })),
      };
    },
  };
}
