// Reads the Köppen–Geiger grid that npm `koppen-climate-lookup` inlines as a CSV string
// (Latitude,Longitude,KoppenClass rows at 0.5° cell centres, land cells only; 1986–2010 after
// Kottek et al. 2006, Meteorol. Z. 15:259–263, and Rubel et al. 2017, Meteorol. Z. 26:115–125).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { koppenCode } from '../../sources/embedded/climate/koppen-classes.ts';

export const CELL_DEGREES = 0.5;
export const GRID_COLUMNS = 360 / CELL_DEGREES;
export const GRID_ROWS = 180 / CELL_DEGREES;

/** The package's bundled module, whose only data is the CSV string literal. */
export function koppenSourcePath(): string {
  // The package's CommonJS build carries the same CSV literal as its ES build.
  return createRequire(import.meta.url).resolve('koppen-climate-lookup');
}

function extractCsv(moduleText: string): string {
  const start = moduleText.indexOf('= "Latitude,Longitude,KoppenClass');
  if (start < 0) throw new Error(`koppen-climate-lookup: CSV literal not found in ${koppenSourcePath()} (package layout changed?)`);
  const end = moduleText.indexOf('";', start);
  // The literal only uses JSON-compatible escapes (\n), so JSON.parse decodes it exactly.
  return JSON.parse(moduleText.slice(start + 2, end + 1)) as string;
}

/** Land-cell class codes on the 720×360 grid (0 = no land cell, i.e. sea or lake). */
export function readKoppenGrid(): Uint8Array {
  const csv = extractCsv(readFileSync(koppenSourcePath(), 'utf8'));
  const grid = new Uint8Array(GRID_COLUMNS * GRID_ROWS);
  let cells = 0;
  for (const line of csv.split('\n').slice(1)) {
    if (line.length === 0) continue;
    const [latText, lonText, name] = line.split(',');
    const code = koppenCode(name ?? '');
    const lat = Number(latText);
    const lon = Number(lonText);
    if (code === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) throw new Error(`koppen-climate-lookup: bad row "${line}"`);
    const row = Math.floor((lat + 90) / CELL_DEGREES);
    const column = Math.floor((lon + 180) / CELL_DEGREES);
    grid[row * GRID_COLUMNS + column] = code;
    cells += 1;
  }
  if (cells < 90_000) throw new Error(`koppen-climate-lookup: only ${cells} land cells read`);
  return grid;
}
