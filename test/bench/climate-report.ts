// `npm run climate-report`: the embedded world against the station reference, calibration and
// held-out halves apart (test/sources/embedded/climate/station-normals.ts), by kind of place.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import {
  precipitationHolds,
  stationMonthErrors,
  stationMonthPrecipitation,
  summarize,
  type StationMonthError,
} from '../sources/embedded/climate/station-accuracy.ts';
import { STATION_PRECIPITATION } from '../sources/embedded/climate/station-precipitation.ts';
import { STATION_NORMALS } from '../sources/embedded/climate/station-normals.ts';
import { loadGazetteer } from '../sources/embedded/gazetteer/load-gazetteer.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const grid = decodeClimateGrid(
  new Uint8Array(readFileSync(resolve(process.env.WEATHER_DATA_DIR ?? '.data', 'climate.bin'))),
);
const gazetteer = loadGazetteer();
const errors = stationMonthErrors(grid, STATION_NORMALS, (station) => gazetteer.populationAt(station.lat, station.lon));
const percent = (share: number) => `${(100 * share).toFixed(0)} %`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

function report(label: string, of: readonly StationMonthError[]): void {
  const summary = summarize(of);
  console.log(
    `${label}: ${summary.stationMonths} station-months; within 3 °C: max ${percent(summary.maxWithin3)}, min ${percent(summary.minWithin3)}; median error max ${summary.medianMaxError.toFixed(1)} °C, min ${summary.medianMinError.toFixed(1)} °C; beyond 6 °C: ${summary.beyond6}`,
  );
  for (const worst of summary.worst.slice(0, 6))
    console.log(`    ${worst.station} ${MONTHS[worst.month]}: max ${signed(worst.tmax)}, min ${signed(worst.tmin)}`);
}

console.log(
  `climate reference: ${STATION_NORMALS.length} stations (model minus station, °C; 14-day forecasts from the 15th, 2021–2025)`,
);
report(
  'calibration half',
  errors.filter((error) => error.half === 'calibrate'),
);
report(
  'held-out half',
  errors.filter((error) => error.half === 'holdout'),
);
console.log('by kind of place (both halves): within 3 °C max / min, mean error max / min');
for (const kind of [...new Set(STATION_NORMALS.map((station) => station.kind))]) {
  const of = errors.filter((error) => error.kind === kind);
  const summary = summarize(of);
  const mean = (pick: (error: StationMonthError) => number) =>
    of.reduce((sum, error) => sum + pick(error), 0) / of.length;
  console.log(
    `  ${kind}: ${percent(summary.maxWithin3)} / ${percent(summary.minWithin3)}, ${signed(mean((error) => error.tmax))} / ${signed(mean((error) => error.tmin))}`,
  );
}

const precipitation = stationMonthPrecipitation(
  grid,
  STATION_NORMALS,
  (station) => STATION_PRECIPITATION[station.name]!.precipMm,
);
console.log(
  'precipitation: monthly totals within ±30 % or ±15 mm of the normal (14-day windows centred on the middle of each month, 2006–2025)',
);
for (const half of ['calibrate', 'holdout'] as const) {
  const of = precipitation.filter((month) => month.half === half);
  console.log(
    `  ${half === 'calibrate' ? 'calibration' : 'held-out'} half: ${percent(of.filter(precipitationHolds).length / of.length)} of ${of.length} station-months`,
  );
}
const worstPrecipitation = precipitation
  .filter((month) => !precipitationHolds(month))
  .sort((a, b) => Math.abs(b.model - b.normal) - Math.abs(a.model - a.normal))
  .slice(0, 6);
for (const month of worstPrecipitation)
  console.log(`    ${month.station} ${MONTHS[month.month]}: ${month.model.toFixed(0)} mm against ${month.normal} mm`);
