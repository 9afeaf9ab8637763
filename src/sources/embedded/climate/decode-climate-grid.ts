import type { Climate } from './climate.ts';
import { LAPSE_RATES } from './lapse-rates.ts';
import { landClimate, type ObservedMonths } from './land-climate.ts';
import { urbanWarmingOfMinima, URBAN_WARMING_SHARE } from './urban-heat-island.ts';
import {
  byteToDewPoint,
  byteToElevation,
  byteToPrecipitation,
  byteToShare,
  byteToTemperature,
  CELL_KIND,
  MOISTURE_CELL_DEGREES,
  TEMPERATURE_CELL_DEGREES,
} from './normals-format.ts';
import {
  gaugeCatch,
  GAUGE_PRECIPITATION,
  pointShares,
  type GaugePrecipitationConstants,
} from './gauge-precipitation.ts';
import { cornersIn, meanAround, readNormals, type Corners } from './normals-grid.ts';
import { oceanClimate } from './ocean-climate.ts';

/** The decoded climate of the embedded world, or of one tile of it. */
export interface ClimateGrid {
  /**
   * The climate normals at a place, land or sea: observed 1991–2020 normals on land and near it
   * (docs/embedded-world.md), the sea-surface model on the open ocean, joined without a seam.
   * @param lat degrees north, −90…90
   * @param lon degrees east, any finite value (wrapped to −180…180)
   * @param elevationM metres above sea level (negative allowed down to −500, e.g. the Dead Sea)
   * @param population the inhabitants of the town the place lies in, 0 outside towns: its
   *   nights are warmer (urban-heat-island.ts)
   */
  climateAt(lat: number, lon: number, elevationM: number, population?: number): Climate;
  /** The Köppen class of the climate at sea level here, or null on the open ocean. */
  koppenAt(lat: number, lon: number): string | null;
}

/** Format of the data pack: ERA5's dew points were brought to sea level at 1 °C per km (PROVENANCE.md), undone the same way. */
const DEW_POINT_LAPSE_PER_M = 0.001;
/**
 * A water cell's part in a place's temperature, against a land cell's 1. Hand-set: chosen so
 * that a coastal town reads mostly the land's air (its station stands on land) while the land
 * still fades into the open sea's model without a seam; `npm run climate-fit` does not try others.
 */
const WATER_CELL_WEIGHT = 0.25;
function checkCoordinates(lat: number, lon: number): void {
  if (typeof lat !== 'number' || !Number.isFinite(lat) || lat < -90 || lat > 90)
    throw new RangeError(`lat must be a number in −90…90, got ${lat}`);
  if (typeof lon !== 'number' || !Number.isFinite(lon)) throw new RangeError(`lon must be a finite number, got ${lon}`);
}

function checkPopulation(population: number): void {
  if (typeof population !== 'number' || !Number.isFinite(population) || population < 0)
    throw new RangeError(`population must be a finite number ≥ 0, got ${population}`);
}

function checkElevation(elevationM: number): void {
  if (typeof elevationM !== 'number' || !Number.isFinite(elevationM) || elevationM < -500 || elevationM > 9000) {
    throw new RangeError(`elevationM must be a number in −500…9000, got ${elevationM}`);
  }
}

const wrapLon = (lon: number): number => ((((lon + 180) % 360) + 360) % 360) - 180;
// By definition: the months' indexes, January first.
const MONTHS = Array.from({ length: 12 }, (_, month) => month);

/** Options of {@link decodeClimateGrid}: for fits that try other constants (`npm run climate-fit`). */
export interface ClimateGridOptions {
  lapseRates?: { tmax: number; tmin: number };
  /** How ERA5's precipitation is brought to a gauge at the place (gauge-precipitation.ts). */
  gaugePrecipitation?: GaugePrecipitationConstants;
  /** The share of Oke's largest heat island that warms the minima (urban-heat-island.ts). */
  urbanWarmingShare?: number;
}

/** Decodes a normals file (climate.bin or a climate tile; see normals-format.ts) into a queryable grid. */
export function decodeClimateGrid(
  bytes: Uint8Array,
  {
    lapseRates = LAPSE_RATES,
    gaugePrecipitation = GAUGE_PRECIPITATION,
    urbanWarmingShare = URBAN_WARMING_SHARE,
  }: ClimateGridOptions = {},
): ClimateGrid {
  const normals = readNormals(bytes);
  const [kinds, elevations, ...temperaturePlanes] = normals.temperaturePlanes as [
    Uint8Array,
    Uint8Array,
    ...Uint8Array[],
  ];
  const maxima = temperaturePlanes.slice(0, 12);
  const minima = temperaturePlanes.slice(12, 24);
  const [landShares, ...moisturePlanes] = normals.moisturePlanes as [Uint8Array, ...Uint8Array[]];
  const precipitation = moisturePlanes.slice(0, 12);
  const dewPoints = moisturePlanes.slice(12, 24);
  const pointHeights = moisturePlanes[24]!;

  // Sea-level temperatures of a cell, month by month: the cell's own brought down at the lapse
  // rates, or on the open sea the sea-surface model's air at the cell's centre.
  function cellYear(corners: Corners, index: number): { tmax: number[]; tmin: number[] } {
    const cell = corners.cells[index]!;
    if (kinds[cell] === CELL_KIND.openSea) {
      const [lat, lon] = corners.centres[index]!;
      const months = oceanClimate(lat, wrapLon(lon), 0).months;
      return { tmax: months.map((month) => month.tmax), tmin: months.map((month) => month.tmin) };
    }
    const height = byteToElevation(elevations[cell]!);
    return {
      tmax: MONTHS.map((month) => byteToTemperature(maxima[month]![cell]!) + lapseRates.tmax * height),
      tmin: MONTHS.map((month) => byteToTemperature(minima[month]![cell]!) + lapseRates.tmin * height),
    };
  }

  function observedAt(lat: number, lon: number, elevationM: number, population: number): ObservedMonths | null {
    if (kinds.length === 0) return null;
    const corners = cornersIn(normals.temperature, TEMPERATURE_CELL_DEGREES, lat, lon);
    if (corners.cells.every((cell) => kinds[cell] === CELL_KIND.openSea)) return null;
    const weights = corners.weights.map(
      (weight, index) => weight * (kinds[corners.cells[index]!] === CELL_KIND.land ? 1 : WATER_CELL_WEIGHT),
    );
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const years = corners.cells.map((_, index) => (weights[index]! > 0 ? cellYear(corners, index) : undefined));
    const blend = (pick: (year: { tmax: number[]; tmin: number[] }) => number): number =>
      years.reduce((sum, year, index) => (year === undefined ? sum : sum + weights[index]! * pick(year)), 0) / total;
    const tmax = MONTHS.map((month) => blend((year) => year.tmax[month]!) - lapseRates.tmax * elevationM);
    const urbanWarming = urbanWarmingOfMinima(population, urbanWarmingShare);
    const tmin = MONTHS.map(
      (month) => blend((year) => year.tmin[month]!) - lapseRates.tmin * elevationM + urbanWarming,
    );
    const moisture = moistureAt(lat, lon, elevationM);
    if (moisture.precipMm !== undefined)
      moisture.precipMm = moisture.precipMm.map(
        (mm, month) => mm * gaugeCatch((tmax[month]! + tmin[month]!) / 2, gaugePrecipitation),
      );
    const landShare = byteToShare(meanAround(normals.moisture, MOISTURE_CELL_DEGREES, landShares, lat, lon));
    return { tmax, tmin, ...moisture, landShare };
  }

  // Precipitation and dew point from the four points around the place that have data (the open
  // ocean's points have none: the sea-surface model's moisture fills in for them). Dew points are
  // bilinear; precipitation leans on the points at the place's height (gauge-precipitation.ts).
  function moistureAt(lat: number, lon: number, elevationM: number): Pick<ObservedMonths, 'precipMm' | 'dewPoint'> {
    const corners = cornersIn(normals.moisture, MOISTURE_CELL_DEGREES, lat, lon);
    const weights = corners.cells.map((cell, index) => (dewPoints[0]![cell]! > 0 ? corners.weights[index]! : 0));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    if (total === 0) return { precipMm: undefined, dewPoint: undefined };
    const { shares, factor } = pointShares(
      { weights, heightsM: corners.cells.map((cell) => byteToElevation(pointHeights[cell]!)) },
      elevationM,
      gaugePrecipitation,
    );
    const blend = (
      planes: Uint8Array[],
      decode: (byte: number) => number,
      month: number,
      by: readonly number[],
    ): number => corners.cells.reduce((sum, cell, index) => sum + by[index]! * decode(planes[month]![cell]!), 0);
    const bilinear = weights.map((weight) => weight / total);
    return {
      precipMm: MONTHS.map((month) => factor * blend(precipitation, byteToPrecipitation, month, shares)),
      dewPoint: MONTHS.map(
        (month) => blend(dewPoints, byteToDewPoint, month, bilinear) - DEW_POINT_LAPSE_PER_M * elevationM,
      ),
    };
  }

  function climateAt(lat: number, lon: number, elevationM: number, population = 0): Climate {
    const observed = observedAt(lat, wrapLon(lon), elevationM, population);
    return observed === null ? oceanClimate(lat, wrapLon(lon), elevationM) : landClimate(lat, wrapLon(lon), observed);
  }

  return {
    climateAt(lat, lon, elevationM, population = 0) {
      checkCoordinates(lat, lon);
      checkElevation(elevationM);
      checkPopulation(population);
      return climateAt(lat, lon, elevationM, population);
    },
    koppenAt(lat, lon) {
      checkCoordinates(lat, lon);
      return climateAt(lat, lon, 0).koppen;
    },
  };
}
