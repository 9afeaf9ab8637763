// `npm run climate-fit`: the constants of the observed climate measured on the calibration half
// of the station reference (station-normals.ts), never on the held-out half. It compares the
// grid's monthly normals with the stations' directly (no weather is generated), for each pair of
// lapse rates, and prints the best pair and the one in use (lapse-rates.ts); then the share of
// monthly precipitation normals that hold for each way of bringing ERA5 to a gauge; then the
// urban heat island's share. Nothing here
// changes the model: a fit's constants are printed to be read, then written by hand.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LAPSE_RATES } from '../../src/sources/embedded/climate/lapse-rates.ts';
import { decodeClimateGrid } from '../../src/sources/embedded/climate/index.ts';
import {
  GAUGE_PRECIPITATION,
  type GaugePrecipitationConstants,
} from '../../src/sources/embedded/climate/gauge-precipitation.ts';
import { precipitationHolds } from '../sources/embedded/climate/station-accuracy.ts';
import { STATION_NORMALS, type StationNormals } from '../sources/embedded/climate/station-normals.ts';
import { STATION_PRECIPITATION } from '../sources/embedded/climate/station-precipitation.ts';
import { loadGazetteer } from '../sources/embedded/gazetteer/load-gazetteer.ts';
import { URBAN_WARMING_SHARE } from '../../src/sources/embedded/climate/urban-heat-island.ts';

const bytes = new Uint8Array(readFileSync(resolve(process.env.WEATHER_DATA_DIR ?? '.data', 'climate.bin')));
const calibration = STATION_NORMALS.filter((station) => station.half === 'calibrate');

/** Mean absolute error, °C, of the monthly mean maximum (or minimum) over the stations. */
function meanError(
  lapseRates: { tmax: number; tmin: number },
  stations: readonly StationNormals[],
  pick: 'tmax' | 'tmin',
): number {
  const grid = decodeClimateGrid(bytes, { lapseRates });
  let sum = 0,
    count = 0;
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
const fit = (pick: 'tmax' | 'tmin') =>
  rates
    .map((rate) => ({ rate, error: meanError({ ...LAPSE_RATES, [pick]: rate }, calibration, pick) }))
    .sort((a, b) => a.error - b.error);

console.log(
  `climate fit on the calibration half (${calibration.length} stations): mean absolute error of the monthly normals, °C`,
);
for (const pick of ['tmax', 'tmin'] as const) {
  const tried = fit(pick);
  const inUse = tried.find(({ rate }) => Math.abs(rate - LAPSE_RATES[pick]) < 1e-9);
  console.log(
    `  lapse rate of the ${pick === 'tmax' ? 'maximum' : 'minimum'}: best ${(tried[0]!.rate * 1000).toFixed(1)} °C/km (${tried[0]!.error.toFixed(2)} °C); in use ${(LAPSE_RATES[pick] * 1000).toFixed(1)} °C/km (${inUse?.error.toFixed(2) ?? 'not on the grid tried'} °C)`,
  );
  console.log(
    `    ${tried
      .map(({ rate, error }) => `${(rate * 1000).toFixed(1)}: ${error.toFixed(2)}`)
      .sort()
      .join(', ')}`,
  );
}

// How ERA5's precipitation is brought to a gauge at the place (gauge-precipitation.ts): every
// combination of the grid below, scored by the share of calibration station-months whose
// precipitation normal holds (±30 % or ±15 mm), no weather generated.
const precipitationShare = (gaugePrecipitation: GaugePrecipitationConstants): number => {
  const grid = decodeClimateGrid(bytes, { gaugePrecipitation });
  let holds = 0,
    count = 0;
  for (const station of calibration) {
    grid.climateAt(station.lat, station.lon, station.elevationM).months.forEach((month, index) => {
      count += 1;
      if (
        precipitationHolds({
          station: station.name,
          kind: station.kind,
          half: station.half,
          month: index,
          model: month.precipMm,
          normal: STATION_PRECIPITATION[station.name]!.precipMm[index]!,
        })
      )
        holds += 1;
    });
  }
  return holds / count;
};
const tried: { constants: GaugePrecipitationConstants; share: number }[] = [];
for (const heightScaleM of [100, 200, 300, 500, 1000, 1e9]) {
  for (const perMBelow of [0, 0.0004, 0.0008, 0.0012, 0.0016]) {
    for (const snowLoss of [0, 0.1, 0.2, 0.3, 0.4]) {
      const constants = { heightScaleM, perMBelow, snowLoss };
      tried.push({ constants, share: precipitationShare(constants) });
    }
  }
}
tried.sort((a, b) => b.share - a.share);
const describe = ({ heightScaleM, perMBelow, snowLoss }: GaugePrecipitationConstants) =>
  `height scale ${heightScaleM >= 1e9 ? 'none' : `${heightScaleM} m`}, ${(perMBelow * 1e4).toFixed(0)} % less per 100 m below, snow loss ${(snowLoss * 100).toFixed(0)} %`;
console.log('  precipitation normals within ±30 % or ±15 mm (no weather generated), best of the grid first:');
for (const { constants, share } of tried.slice(0, 8))
  console.log(`    ${(100 * share).toFixed(1)} %: ${describe(constants)}`);
console.log(
  `  in use: ${(100 * precipitationShare(GAUGE_PRECIPITATION)).toFixed(1)} %: ${describe(GAUGE_PRECIPITATION)}`,
);
console.log(
  `  ERA5 as it is (bilinear, no height, no snow loss): ${(100 * precipitationShare({ heightScaleM: 1e9, perMBelow: 0, snowLoss: 0 })).toFixed(1)} %`,
);

// The urban heat island's share of Oke's largest (urban-heat-island.ts), each station in the
// town a coordinate forecast there finds: mean absolute error of the minima, no weather generated.
const gazetteer = loadGazetteer();
const populations = new Map(
  calibration.map((station) => [station.name, gazetteer.populationAt(station.lat, station.lon)]),
);
const minimaError = (urbanWarmingShare: number): number => {
  const grid = decodeClimateGrid(bytes, { urbanWarmingShare });
  let sum = 0,
    count = 0;
  for (const station of calibration) {
    grid
      .climateAt(station.lat, station.lon, station.elevationM, populations.get(station.name))
      .months.forEach((month, index) => {
        sum += Math.abs(month.tmin - station.tmin[index]!);
        count += 1;
      });
  }
  return sum / count;
};
const shares = [0, 0.02, 0.03, 0.04, 0.05, 0.06, 0.08, 0.1, 0.15].map((share) => ({
  share,
  error: minimaError(share),
}));
const bestShare = [...shares].sort((a, b) => a.error - b.error)[0]!;
console.log(
  `  urban heat island, share of Oke's largest: best ${bestShare.share} (${bestShare.error.toFixed(3)} °C); in use ${URBAN_WARMING_SHARE} (${minimaError(URBAN_WARMING_SHARE).toFixed(3)} °C)`,
);
console.log(`    ${shares.map(({ share, error }) => `${share}: ${error.toFixed(3)}`).join(', ')}`);
