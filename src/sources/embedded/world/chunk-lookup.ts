// Which file of the embedded world answers a request: read by the engine (chunked-world.ts) and
// by the worker, which asks for the file while the engine is still on its way.
import { climateTileIndex } from './climate-tiles.ts';
import { routeQuery } from './name-routing.ts';
import { chunkHolding, type WorldManifest } from './world-manifest.ts';

const heavySets = new WeakMap<string[], ReadonlySet<string>>();
function heavySet(heavy: string[]): ReadonlySet<string> {
  let set = heavySets.get(heavy);
  if (set === undefined) heavySets.set(heavy, (set = new Set(heavy)));
  return set;
}

/**
 * The name chunk that answers a search for a folded query name (search.ts foldedQueryName);
 * undefined for a blank one, or a word that sorts before every key, which no place has.
 */
export function nameChunkFile(manifest: Pick<WorldManifest, 'names'>, foldedName: string): string | undefined {
  const route = routeQuery(foldedName, heavySet(manifest.names.heavy));
  return route === undefined ? undefined : chunkHolding(manifest.names[route.index], route.key);
}

/** The spatial tile whose area holds a coordinate (the first, on a shared edge). */
export function tileFile(manifest: WorldManifest, lat: number, lon: number): string | undefined {
  const at = manifest.tiles.bounds.findIndex(
    ([south, west, north, east]) => lat >= south && lat <= north && lon >= west && lon <= east,
  );
  return at < 0 ? undefined : manifest.tiles.files[at];
}

/** The climate tile holding a coordinate. */
export function climateFile(manifest: WorldManifest, lat: number, lon: number): string {
  return manifest.climate.files[climateTileIndex(lat, lon, manifest.climate.degrees)]!;
}
