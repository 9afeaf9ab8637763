// What the climate operation answers at the reference stations, against their own normals: the
// figures docs/climate.md states, made here so that the page cannot drift from the measure.
import type { ClimateMonth } from '../../../src/contract/climate.ts';
import type { ClimateGrid } from '../../../src/sources/embedded/climate/index.ts';
import { observedNormals } from '../../../src/sources/embedded/climate/observed-normals.ts';
import { precipitationHolds } from '../../sources/embedded/climate/station-accuracy.ts';
import { STATION_NORMALS, type StationNormals } from '../../sources/embedded/climate/station-normals.ts';
import { STATION_PRECIPITATION } from '../../sources/embedded/climate/station-precipitation.ts';

/** The Köppen main classes, by their letter, as the docs name them. */
export const ZONES = { A: 'Tropical', B: 'Dry', C: 'Temperate', D: 'Continental', E: 'Polar' } as const;
type Zone = keyof typeof ZONES;

interface ZoneFigures {
  stations: number;
  maxWithin3: number;
  minWithin3: number;
  precipitationWithin30: number;
}

export interface NormalsAccuracy {
  /** The held-out half, every zone together. */
  heldOut: ZoneFigures;
  /** Both halves, per zone. */
  zones: Record<Zone, ZoneFigures>;
  /** The stations with the most monthly totals beyond ±30 % (or ±15 mm), worst first, with their yearly totals, mm. */
  weakest: { name: string; kind: string; monthsOff: number; modelled: number; observed: number }[];
}

function figures(
  stations: readonly StationNormals[],
  normalsOf: (station: StationNormals) => ClimateMonth[],
): ZoneFigures {
  let maxOk = 0;
  let minOk = 0;
  let rainOk = 0;
  let months = 0;
  for (const station of stations) {
    const normals = normalsOf(station);
    const rain = STATION_PRECIPITATION[station.name]!.precipMm;
    normals.forEach((month, index) => {
      months++;
      if (Math.abs(month.temp_max_mean! - station.tmax[index]!) <= 3) maxOk++;
      if (Math.abs(month.temp_min_mean! - station.tmin[index]!) <= 3) minOk++;
      if (precipitationHolds({ model: month.precip_sum_mean!, normal: rain[index]! } as never)) rainOk++;
    });
  }
  return {
    stations: stations.length,
    maxWithin3: maxOk / months,
    minWithin3: minOk / months,
    precipitationWithin30: rainOk / months,
  };
}

/** Measures the climate operation's normals at every reference station, at its point and height. */
export function measureNormals(grid: ClimateGrid, populationOf: (station: StationNormals) => number): NormalsAccuracy {
  const cache = new Map<string, { months: ClimateMonth[]; zone: Zone }>();
  const read = (station: StationNormals) => {
    let found = cache.get(station.name);
    if (!found) {
      const climate = grid.climateAt(station.lat, station.lon, station.elevationM, populationOf(station));
      // The class of the climate at the station's own height, not the sea-level grid's.
      found = { months: observedNormals(climate, station.lat).months, zone: (climate.koppen?.[0] ?? 'E') as Zone };
      cache.set(station.name, found);
    }
    return found;
  };
  const normalsOf = (station: StationNormals) => read(station).months;
  const zones = Object.fromEntries(
    (Object.keys(ZONES) as Zone[]).map((zone) => [
      zone,
      figures(
        STATION_NORMALS.filter((station) => read(station).zone === zone),
        normalsOf,
      ),
    ]),
  ) as Record<Zone, ZoneFigures>;
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const weakest = STATION_NORMALS.map((station) => {
    const rain = STATION_PRECIPITATION[station.name]!.precipMm;
    const modelled = normalsOf(station).map((month) => month.precip_sum_mean!);
    return {
      name: station.name,
      kind: station.kind,
      monthsOff: modelled.filter((model, index) => !precipitationHolds({ model, normal: rain[index]! } as never))
        .length,
      modelled: Math.round(sum(modelled)),
      observed: Math.round(sum(rain)),
    };
  })
    .sort((a, b) => b.monthsOff - a.monthsOff || Math.abs(b.modelled - b.observed) - Math.abs(a.modelled - a.observed))
    .slice(0, 6);
  return {
    heldOut: figures(
      STATION_NORMALS.filter((station) => station.half === 'holdout'),
      normalsOf,
    ),
    zones,
    weakest,
  };
}

const percent = (share: number) => `${Math.round(100 * share)} %`;

/** The page's table of figures per zone, as docs/climate.md holds it. */
export function zoneTable(accuracy: NormalsAccuracy): string {
  const rows = (Object.entries(ZONES) as [Zone, string][]).map(([zone, name]) => {
    const figures = accuracy.zones[zone];
    return `| ${name} (${zone}) | ${figures.stations} | ${percent(figures.maxWithin3)} | ${percent(figures.minWithin3)} | ${percent(figures.precipitationWithin30)} |`;
  });
  return [
    '| Climate zone (Köppen) | Stations | Mean maximum within 3 °C | Mean minimum within 3 °C | Monthly total within ±30 % (or ±15 mm) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The page's sentence of the held-out half's figures. */
export function heldOutSentence(accuracy: NormalsAccuracy): string {
  const { heldOut } = accuracy;
  return `On the held-out half (${heldOut.stations} stations), ${percent(heldOut.maxWithin3)} of the monthly mean maxima and ${percent(heldOut.minWithin3)} of the minima are within 3 °C of the station's normal, and ${percent(heldOut.precipitationWithin30)} of the monthly totals within ±30 % (or ±15 mm).`;
}

/** The page's list of the stations where precipitation is furthest off. */
export function weakestList(accuracy: NormalsAccuracy): string {
  return accuracy.weakest
    .map(
      ({ name, kind, monthsOff, modelled, observed }) =>
        `- ${name} (${kind}): ${monthsOff} of 12 months beyond, ${modelled} mm a year against the station's ${observed} mm`,
    )
    .join('\n');
}
