// CRU TS 4.07 monthly mean daily maximum / minimum temperature, 1991–2020 (PROVENANCE.md §1).
import { readMonthChannels } from './month-channels.ts';

/** Columns of the CRU grid: 0.5° cells, column c centred on lon −179.75 + 0.5c. */
export const CRU_COLUMNS = 720;
/** Rows of the CRU grid: 0.5° cells, row r centred on lat 89.75 − 0.5r (row 0 = north). */
export const CRU_ROWS = 360;

// The generator stored trunc(°F) minus the 12-month minimum; these undo that per variable.
const TMAX_OFFSET_F = 48;
const TMIN_OFFSET_F = 61;
// Lossy-WebP ringing leaves 1–9 in ocean pixels near coasts; real July Tmax on land is ≥ 64.
const LAND_MASK_MIN_JULY_TMAX_PX = 10;
const JULY = 6;

/**
 * Observed monthly temperatures on CRU's 720 × 360 cell-centre grid. Each array (index 0 =
 * January) is a `Float32Array` of 720 × 360 values in °C, row-major, row 0 = north
 * (index = r × 720 + c; see {@link cruCellIndex}). NaN = no data: ocean, Antarctica, or a
 * land cell missing that month.
 */
export interface CruTemperatures {
  /** Monthly mean of the daily maximum, °C. */
  tmax: Float32Array[];
  /** Monthly mean of the daily minimum, °C. */
  tmin: Float32Array[];
}

/** Index into a CRU grid of the cell containing (lat, lon): c = ⌊(lon + 180)·2⌋, r = ⌊(90 − lat)·2⌋. */
export function cruCellIndex(lat: number, lon: number): number {
  const column = Math.min(CRU_COLUMNS - 1, Math.max(0, Math.floor((lon + 180) * 2)));
  const row = Math.min(CRU_ROWS - 1, Math.max(0, Math.floor((90 - lat) * 2)));
  return row * CRU_COLUMNS + column;
}

function toCelsius(months: Uint8Array[], offsetF: number, land: Uint8Array): Float32Array[] {
  return months.map((samples) => {
    const out = new Float32Array(samples.length).fill(Number.NaN);
    for (let index = 0; index < samples.length; index++) {
      const px = samples[index]!;
      // 0 is the generator's no-data value, also used for land cells missing in any month of the file.
      if (land[index] && px !== 0) out[index] = ((px - offsetF - 32) * 5) / 9;
    }
    return out;
  });
}

/**
 * Reads `cru-ts-4.07/tm{x,n}-*.webp` under `dir` (see {@link CruTemperatures} for the layout).
 * Decoding: tmx °F = px − 48, tmn °F = px − 61. Resolution is 1 °F, with a bias of about −0.5 °F
 * from the generator's truncation, plus lossy-WebP error near coasts and mountains.
 * Cells outside the land mask (red channel of `tmx-7-9` < 10) are NaN in every month, because
 * lossy ringing leaves spurious small values in ocean pixels; that mask holds 67,420 cells.
 */
export async function readCru(dir: string): Promise<CruTemperatures> {
  const [tmaxPx, tminPx] = await Promise.all([
    readMonthChannels(dir, 'cru-ts-4.07/tmx', CRU_COLUMNS, CRU_ROWS),
    readMonthChannels(dir, 'cru-ts-4.07/tmn', CRU_COLUMNS, CRU_ROWS),
  ]);
  const julyTmax = tmaxPx[JULY]!;
  const land = new Uint8Array(julyTmax.length);
  for (let index = 0; index < land.length; index++)
    land[index] = julyTmax[index]! >= LAND_MASK_MIN_JULY_TMAX_PX ? 1 : 0;
  return { tmax: toCelsius(tmaxPx, TMAX_OFFSET_F, land), tmin: toCelsius(tminPx, TMIN_OFFSET_F, land) };
}
