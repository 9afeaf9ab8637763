import { readFileSync } from 'node:fs';
import { decodeClimateGrid } from './src/sources/embedded/climate/index.ts';
import { precipitationHolds, stationMonthPrecipitation } from './test/sources/embedded/climate/station-accuracy.ts';
import { STATION_NORMALS } from './test/sources/embedded/climate/station-normals.ts';
import { STATION_PRECIPITATION } from './test/sources/embedded/climate/station-precipitation.ts';
const grid = decodeClimateGrid(new Uint8Array(readFileSync('.data/climate.bin')));
for (const half of ['calibrate', 'holdout']) {
const stations = STATION_NORMALS.filter((s) => s.half === half);
const vsStation = stationMonthPrecipitation(grid, stations, (s) => STATION_PRECIPITATION[s.name]!.precipMm);
const vsNormals = stationMonthPrecipitation(grid, stations, (s) => grid.climateAt(s.lat, s.lon, s.elevationM).months.map((m) => m.precipMm));
console.log(half, 'vs station', (100 * vsStation.filter(precipitationHolds).length / vsStation.length).toFixed(1), 'vs own normals', (100 * vsNormals.filter(precipitationHolds).length / vsNormals.length).toFixed(1));
}
