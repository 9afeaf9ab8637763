// MERRA-2 T2MMAX / T2MMIN monthly means, 1991–2020, reduced to sea level (PROVENANCE.md §2).
import { sampleBilinear } from './grid-sampling.ts';
import { readMonthChannels } from './month-channels.ts';

/** Columns of the MERRA-2 node grid: column i at lon −180 + 0.625i; column 575 wraps to column 0. */
export const MERRA2_COLUMNS = 576;
/** Rows of the MERRA-2 node grid: row j at lat 90 − 0.5j (row 0 = the North Pole, row 360 = the South Pole). */
export const MERRA2_ROWS = 361;

// The generator scaled floor(°F) linearly over all 12 months as px = trunc(a·(°F + b)).
const T2MMAX_SCALE = { a: 1.3492063283920288, b: 48.0 };
const T2MMIN_SCALE = { a: 1.4010988473892212, b: 56.0 };

/**
 * MERRA-2 monthly temperatures on its native 576 × 361 node grid. Each array (index 0 = January)
 * is a `Float32Array` of 576 × 361 values in °C, row-major, row 0 = north (index = j × 576 + i).
 * Global, so no NaN. Values are **sea-level equivalents**: the generator added 0.0065 °C/m ×
 * ETOPO land elevation, so a site at height h m is ≈ value − 0.0065·h.
 */
export interface Merra2Temperatures {
  /** Monthly mean of the daily maximum 2 m temperature, sea-level equivalent, °C. */
  tmax: Float32Array[];
  /** Monthly mean of the daily minimum 2 m temperature, sea-level equivalent, °C. */
  tmin: Float32Array[];
}

function toCelsius(months: Uint8Array[], scale: { a: number; b: number }): Float32Array[] {
  return months.map((samples) => {
    const out = new Float32Array(samples.length);
    for (let index = 0; index < samples.length; index++) {
      const fahrenheit = samples[index]! / scale.a - scale.b;
      out[index] = ((fahrenheit - 32) * 5) / 9;
    }
    return out;
  });
}

/**
 * Reads `merra2/T2MM{AX,IN}-*.webp` under `dir` (layout: {@link Merra2Temperatures}).
 * Decoding: °F = px / a − b with the per-variable a, b from PROVENANCE.md; step ≈ 0.41 °C.
 * Interpolate between nodes bilinearly; the values are point values at the nodes.
 */
export async function readMerra2(dir: string): Promise<Merra2Temperatures> {
  const [tmaxPx, tminPx] = await Promise.all([
    readMonthChannels(dir, 'merra2/T2MMAX', MERRA2_COLUMNS, MERRA2_ROWS),
    readMonthChannels(dir, 'merra2/T2MMIN', MERRA2_COLUMNS, MERRA2_ROWS),
  ]);
  return { tmax: toCelsius(tmaxPx, T2MMAX_SCALE), tmin: toCelsius(tminPx, T2MMIN_SCALE) };
}

/** Bilinear value of a MERRA-2 field (one month of {@link Merra2Temperatures}) at (lat, lon). */
export function merra2At(field: Float32Array, lat: number, lon: number): number {
  return sampleBilinear(field, MERRA2_COLUMNS, MERRA2_ROWS, (lon + 180) / 0.625, (90 - lat) / 0.5);
}
