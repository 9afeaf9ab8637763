// `npm run climate-fit`: the constants of the observed climate measured on the calibration half
// of the station reference (station-normals.ts), never on the held-out half. It compares the
// grid's monthly normals with the stations' directly (no weather is generated), for each pair of
// lapse rates, and prints the best pair and the one in use (lapse-rates.ts); then the share of
// monthly precipitation normals that hold for each change of precipitation with height. Nothing here
// changes the model: a fit's constants are printed to be read, then written by hand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LAPSE_RATES } from '../../src/sources/embedded/climate/lapse-rates.ts';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import { precipitationHolds } from '../sources/embedded/climate/station-accuracy.ts';
import { STATION_NORMALS, type StationNormals } from '../sources/embedded/climate/station-normals.ts';
import { STATION_PRECIPITATION } from '../sources/embedded/climate/station-precipitation.ts';

const bytes = new Uint8Array(readFileSync(resolve(process.env.WEATHER_DATA_DIR ?? '.data', 'climate.bin')));
const calibration = STATION_NORMALS.filter((station) => station.half === 'calibrate');

/** Mean absolute error, °C, of the monthly mean maximum (or minimum) over the stations. */
function meanError(lapseRates: { tmax: number; tmin: number }, stations: readonly StationNormals[], pick: 'tmax' | 'tmin'): number {
  const grid = decodeClimateGrid(bytes, { lapseRates });
  let sum = 0, count = 0;
  for (const station of stations) {
    const months = grid.climateAt(station.lat, station.lon, station.elevationM).months;
    station[pick].forEach((normal, month) => {
      sum += Math.abs(months[month]![pick] - normal);
      count += 1;
    });
  }
  return sum / count;
}

const rates = Array.from({ length: 11 }, (_, step) => 0.003 + step * 0.0005);
const fit = (pick: 'tmax' | 'tmin') => rates
  .map((rate) => ({ rate, error: meanError({ ...LAPSE_RATES, [pick]: rate }, calibration, pick) }))
  .sort((a, b) => a.error - b.error);

console.log(`climate fit on the calibration half (${calibration.length} stations): mean absolute error of the monthly normals, °C`);
for (const pick of ['tmax', 'tmin'] as const) {
  const tried = fit(pick);
  const inUse = tried.find(({ rate }) => Math.abs(rate - LAPSE_RATES[pick]) < 1e-9);
  console.log(`  lapse rate of the ${pick === 'tmax' ? 'maximum' : 'minimum'}: best ${(tried[0]!.rate * 1000).toFixed(1)} °C/km (${tried[0]!.error.toFixed(2)} °C); in use ${(LAPSE_RATES[pick] * 1000).toFixed(1)} °C/km (${inUse?.error.toFixed(2) ?? 'not on the grid tried'} °C)`);
  console.log(`    ${tried.map(({ rate, error }) => `${(rate * 1000).toFixed(1)}: ${error.toFixed(2)}`).sort().join(', ')}`);
}

// The precipitation's change with the place's height above the land around it (decode-climate-grid.ts).
const precipitationShare = (precipitationPerM: number): number => {
  const grid = decodeClimateGrid(bytes, { precipitationPerM });
  let holds = 0, count = 0;
  for (const station of calibration) {
    grid.climateAt(station.lat, station.lon, station.elevationM).months.forEach((month, index) => {
      count += 1;
      if (precipitationHolds({ station: station.name, kind: station.kind, half: station.half, month: index, model: month.precipMm, normal: STATION_PRECIPITATION[station.name]!.precipMm[index]! })) holds += 1;
    });
  }
  return holds / count;
};
console.log('  precipitation per metre above the land around (normals within ±30 % or ±15 mm, no weather generated):');
console.log(`    ${[0, 0.0002, 0.0004, 0.0006, 0.0008, 0.001].map((rate) => `${(rate * 100 * 100).toFixed(0)} %/100 m: ${(100 * precipitationShare(rate)).toFixed(1)} %`).join(', ')}`);
