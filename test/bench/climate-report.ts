// `npm run climate-report`: the embedded world against the station reference, calibration and
// held-out halves apart (test/sources/embedded/climate/station-normals.ts), by kind of place.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import { stationMonthErrors, summarize, type StationMonthError } from '../sources/embedded/climate/station-accuracy.ts';
import { STATION_NORMALS } from '../sources/embedded/climate/station-normals.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const grid = decodeClimateGrid(new Uint8Array(readFileSync(resolve(process.env.WEATHER_DATA_DIR ?? '.data', 'climate.bin'))));
const errors = stationMonthErrors(grid, STATION_NORMALS);
const percent = (share: number) => `${(100 * share).toFixed(0)} %`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

function report(label: string, of: readonly StationMonthError[]): void {
  const summary = summarize(of);
  console.log(`${label}: ${summary.stationMonths} station-months; within 3 °C: max ${percent(summary.maxWithin3)}, min ${percent(summary.minWithin3)}; median error max ${summary.medianMaxError.toFixed(1)} °C, min ${summary.medianMinError.toFixed(1)} °C; beyond 6 °C: ${summary.beyond6}`);
  for (const worst of summary.worst.slice(0, 6)) console.log(`    ${worst.station} ${MONTHS[worst.month]}: max ${signed(worst.tmax)}, min ${signed(worst.tmin)}`);
}

console.log(`climate reference: ${STATION_NORMALS.length} stations (model minus station, °C; 14-day forecasts from the 15th, 2021–2025)`);
report('calibration half', errors.filter((error) => error.half === 'calibrate'));
report('held-out half', errors.filter((error) => error.half === 'holdout'));
console.log('by kind of place (both halves): within 3 °C max / min, mean error max / min');
for (const kind of [...new Set(STATION_NORMALS.map((station) => station.kind))]) {
  const of = errors.filter((error) => error.kind === kind);
  const summary = summarize(of);
  const mean = (pick: (error: StationMonthError) => number) => of.reduce((sum, error) => sum + pick(error), 0) / of.length;
  console.log(`  ${kind}: ${percent(summary.maxWithin3)} / ${percent(summary.minWithin3)}, ${signed(mean((error) => error.tmax))} / ${signed(mean((error) => error.tmin))}`);
}
