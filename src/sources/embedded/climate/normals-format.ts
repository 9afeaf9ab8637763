/**
 * Layout of the observed-normals grid: `climate.bin` (the whole world) and each climate tile (a
 * window of it), written by src/build/climate and read by normals-grid.ts.
 *
 *   bytes 0–3    magic "WWCN"
 *   byte  4      format version
 *   bytes 5–12   temperature window, i16/u16 LE: south edge and west edge in cells of
 *                TEMPERATURE_CELL_DEGREES, then rows and columns
 *   bytes 13–20  moisture window, the same in cells of MOISTURE_CELL_DEGREES
 *   then         planes of the temperature window, one byte per cell: kind, cell elevation,
 *                12 monthly mean maxima, 12 monthly mean minima
 *   then         planes of the moisture window: the share of land around each point, 12 monthly
 *                precipitation totals, 12 monthly dew points reduced to sea level, and the mean
 *                height of the 1° square around each point
 *
 * Rows run from the south, columns from the west; a window's west edge may lie below −180° (it
 * wraps). A window of no rows is a tile of open sea. So that gzip finds the runs that smooth
 * fields make, each month after January is stored as its difference from the month before, and
 * then every plane row by row as differences from the cell to the west (all mod 256).
 * Temperatures are those of the cell at its own mean elevation; the runtime brings them to a
 * place's height.
 */
export const NORMALS_MAGIC = 'WWCN';
export const NORMALS_VERSION = 2;
export const NORMALS_HEADER_BYTES = 21;

/** Format: CRU TS's land cells, 0.5°, centred on x.25 and x.75. */
export const TEMPERATURE_CELL_DEGREES = 0.5;
/** Format: ERA5's precipitation and dew point, as packed, 1° point samples at x.5. */
export const MOISTURE_CELL_DEGREES = 1;

/** Format: what a temperature cell holds. */
export const CELL_KIND = {
  /** Far from land: the sea-surface model answers (ocean-climate.ts). */
  openSea: 0,
  /** A CRU TS land cell. */
  land: 1,
  /** Near land but not in CRU TS (coastal water, small islands, Antarctica): MERRA-2 at sea level. */
  nearLand: 2,
} as const;

// Format: the planes of each grid (the heights, then 12 months of each quantity, then the rest).
export const TEMPERATURE_PLANES = 2 + 24;
export const MOISTURE_PLANES = 1 + 24 + 1;

/** Format: planes stored as differences from the plane before them, every month but the first of each quantity. */
export const TEMPERATURE_SERIES_STARTS = [2, 14];
export const MOISTURE_SERIES_STARTS = [1, 13];
export const followsMonthBefore = (plane: number, starts: readonly number[]): boolean =>
  starts.some((start) => plane > start && plane < start + 12);

// One byte each: a share 0–1 in 255ths; 0.5 °C from −70 °C; elevation on a square-root scale to 7,700 m (12 m steps at
// 100 m, 30 m at 2,000 m); precipitation on a square-root scale to 2,600 mm (1.3 mm steps at 10 mm,
// 4 mm at 100 mm); dew point in 0.4 °C steps from −70 °C.
const clampByte = (value: number): number => Math.min(255, Math.max(0, Math.round(value)));
export const temperatureToByte = (celsius: number): number => clampByte((celsius + 70) * 2);
export const byteToTemperature = (byte: number): number => byte / 2 - 70;
export const elevationToByte = (metres: number): number => clampByte(Math.sqrt(Math.max(0, metres)) * 2.9);
export const byteToElevation = (byte: number): number => (byte / 2.9) ** 2;
export const precipitationToByte = (mm: number): number => clampByte(Math.sqrt(Math.max(0, mm)) * 5);
export const byteToPrecipitation = (byte: number): number => (byte / 5) ** 2;
export const dewPointToByte = (celsius: number): number => clampByte((celsius + 70) * 2.5);
export const byteToDewPoint = (byte: number): number => byte / 2.5 - 70;
export const shareToByte = (share: number): number => clampByte(share * 255);
export const byteToShare = (byte: number): number => byte / 255;

/** A window of a global grid: its south-west corner in cells, and its size. */
export interface GridWindow {
  south: number;
  west: number;
  rows: number;
  columns: number;
}
