// ERA5 monthly precipitation and 2 m dew point, 1991–2020 (PROVENANCE.md §3 and §4).
import { join } from 'node:path';
import { sampleBilinear } from './grid-sampling.ts';
import { decodeGrid, readMonthChannels } from './month-channels.ts';

/** Columns of the ERA5 grids: pixel i is the ERA5 value at lon −179.5 + i. */
export const ERA5_COLUMNS = 360;
/** Rows of the ERA5 grids: pixel j is the ERA5 value at lat 89.5 − j (row 0 = north). */
export const ERA5_ROWS = 180;

// Non-leap month lengths, as the app used; the files hold mm per 30 days.
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

// The generator's global linear scale px = trunc(a·(T + b)).
const DEW_POINT_SCALE = { a: 2.7882964611053467, b: 62.11231994628906 };
// The generator converted K to °C with 272.15 instead of 273.15, so every stored value is 1 K warm.
const DEW_POINT_KELVIN_ERROR = 1.0;

/**
 * Index into an ERA5 grid (see {@link ERA5_COLUMNS}, {@link ERA5_ROWS}) of the pixel whose 1° cell
 * contains (lat, lon): i = ⌊lon + 180⌋, j = ⌊90 − lat⌋.
 */
export function era5CellIndex(lat: number, lon: number): number {
  const column = Math.min(ERA5_COLUMNS - 1, Math.max(0, Math.floor(lon + 180)));
  const row = Math.min(ERA5_ROWS - 1, Math.max(0, Math.floor(90 - lat)));
  return row * ERA5_COLUMNS + column;
}

/** Bilinear value of an ERA5 field at (lat, lon), treating pixel (i, j) as the point (89.5 − j, −179.5 + i). */
export function era5At(field: Float32Array, lat: number, lon: number): number {
  return sampleBilinear(field, ERA5_COLUMNS, ERA5_ROWS, lon + 179.5, 89.5 - lat);
}

/**
 * Monthly ERA5 total precipitation, mm per calendar month of a non-leap year. Returns 12
 * `Float32Array`s (index 0 = January) of 360 × 180 values, row-major, row 0 = north, pixel (i, j)
 * at lat 89.5 − j, lon −179.5 + i (index = j × 360 + i).
 *
 * Decoding: v = R + 256·G (lossless) is mm per 30 days, so the month total is v / 30 × days.
 * There is no no-data value: 0 means either sea more than ~1.25° from land (masked by the
 * generator) or under 0.5 mm per 30 days (e.g. the central Sahara in July); it is kept as 0.
 */
export async function readEra5Precipitation(dir: string): Promise<Float32Array[]> {
  const images = await Promise.all(
    DAYS_IN_MONTH.map((_, month) =>
      decodeGrid(join(dir, 'era5-precipitation', `precipitation-${month + 1}.webp`), ERA5_COLUMNS, ERA5_ROWS),
    ),
  );
  return images.map((image, month) => {
    const perUnit = DAYS_IN_MONTH[month]! / 30;
    const out = new Float32Array(ERA5_COLUMNS * ERA5_ROWS);
    for (let index = 0; index < out.length; index++) {
      out[index] = (image.data[index * 4]! + 256 * image.data[index * 4 + 1]!) * perUnit;
    }
    return out;
  });
}

/**
 * Monthly mean ERA5 2 m dew point "reduced to sea level", °C. Returns 12 `Float32Array`s (index 0 =
 * January) of 360 × 180 values, same layout as {@link readEra5Precipitation}. Global, no NaN.
 *
 * Decoding: px / a − b, then minus 1.0 to undo the generator's 272.15 K slip. The result equals
 * ERA5 Td + 0.001 °C/m × ETOPO land elevation (ocean = 0 m), i.e. the generator's reduction to
 * sea level, not the standard 0.0065 °C/m lapse; at a site of elevation h (m),
 * Td ≈ value − 0.001·h. Step 0.359 °C, lossy WebP.
 */
export async function readEra5DewPoint(dir: string): Promise<Float32Array[]> {
  const months = await readMonthChannels(dir, 'era5-dewpoint/dewpoint', ERA5_COLUMNS, ERA5_ROWS);
  return months.map((samples) => {
    const out = new Float32Array(samples.length);
    for (let index = 0; index < samples.length; index++) {
      out[index] = samples[index]! / DEW_POINT_SCALE.a - DEW_POINT_SCALE.b - DEW_POINT_KELVIN_ERROR;
    }
    return out;
  });
}
