// `npm run climate-fit`: how far the embedded world's climate model can go against the station
// reference, whatever its constants. It prints the measure (climate-report.ts) for the
// model as it is, for stand-ins that borrow part of each station's own normals, and for the
// model with its constants fitted (constant-fit.ts) on the calibration half and on every station.
// Nothing here changes the model: a fit's constants are printed to be read, not applied.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import { CLIMATE_CONSTANTS, climateFromPlace, type ClimateConstants } from '../../src/sources/embedded/climate/climate-model.ts';
import { countConstants, fitCases, fitConstants, type FitCase } from '../sources/embedded/climate/constant-fit.ts';
import { stationMonthErrors, summarize, withStationNormals, type ClimateSource } from '../sources/embedded/climate/station-accuracy.ts';
import { STATION_NORMALS } from '../sources/embedded/climate/station-normals.ts';

const grid = decodeClimateGrid(new Uint8Array(readFileSync(resolve(process.env.WEATHER_DATA_DIR ?? '.data', 'climate.bin'))));
const halves = { calibration: STATION_NORMALS.filter((station) => station.half === 'calibrate'), 'held-out': STATION_NORMALS.filter((station) => station.half === 'holdout') };
const percent = (share: number) => `${(100 * share).toFixed(0)} %`;

const withConstants = (cases: readonly FitCase[], constants: ClimateConstants): ClimateSource => ({
  climateAt: (lat, lon) => climateFromPlace(cases.find(({ station }) => station.lat === lat && station.lon === lon)!.facts, constants),
});

function report(label: string, source: ClimateSource): void {
  const figures = Object.entries(halves).map(([half, stations]) => {
    const summary = summarize(stationMonthErrors(source, stations));
    return `${half} ${percent(summary.maxWithin3)} / ${percent(summary.minWithin3)} (${summary.beyond6} beyond 6 °C)`;
  });
  console.log(`  ${label}: ${figures.join('; ')}`);
}

console.log(`climate fit: ${STATION_NORMALS.length} stations, station-months within 3 °C for the mean maximum / minimum (14-day forecasts from the 15th, 2021–2025)`);
report('each station\'s own normals (what the measure allows)', withStationNormals(grid, STATION_NORMALS));
report('the model as it is', grid);
report('the stations\' monthly means, the model\'s day-night range', withStationNormals(grid, STATION_NORMALS, (model, own) => ({ mean: own.mean, range: model.range })));
report('the model\'s monthly means, the stations\' day-night range', withStationNormals(grid, STATION_NORMALS, (model, own) => ({ mean: model.mean, range: own.range })));
const cases = fitCases(grid, STATION_NORMALS);
const calibrated = fitConstants(cases.filter(({ station }) => station.half === 'calibrate'));
report(`all ${countConstants(CLIMATE_CONSTANTS)} constants fitted on the calibration half`, withConstants(cases, calibrated));
report('constants fitted on every station (nothing held out)', withConstants(cases, fitConstants(cases)));
console.log('constants fitted on the calibration half:');
console.log(JSON.stringify(calibrated));
