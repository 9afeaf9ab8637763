// The chunked world answers exactly as the whole gazetteer and climate grid do: the same top 5
// for every search, the same place, elevation, time zone and climate at every point. The whole
// files stay in .data/ for this comparison; only the chunks ship.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeClimateGrid } from '../../../../src/sources/embedded/climate/index.ts';
import { WORLD_MANIFEST } from '../../../../src/sources/embedded/assets.ts';
import { loadAssetsFromDisk } from '../../../../src/sources/embedded/load-assets-from-disk.ts';
import { chunkedWorld } from '../../../../src/sources/embedded/world/chunked-world.ts';
import { parseWorldManifest } from '../../../../src/sources/embedded/world/world-manifest.ts';
import { loadGazetteer } from '../gazetteer/load-gazetteer.ts';
import { TYPED_QUERIES } from '../../../bench/typed-queries.ts';
import { placeSpellings, randomNamePrefixes, randomPoints, pointsNearTileEdges } from './sample-points.ts';
import { WHOLE_WORLD_PARTS } from '../../../../src/sources/embedded/whole-world-parts.ts';

const DATA = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
const whole = loadGazetteer();
const wholeClimate = decodeClimateGrid(new Uint8Array(readFileSync(resolve(DATA, 'climate.bin'))));
const manifest = parseWorldManifest(new Uint8Array(readFileSync(resolve(DATA, WORLD_MANIFEST))));
const world = chunkedWorld(loadAssetsFromDisk(DATA), WORLD_MANIFEST, WHOLE_WORLD_PARTS);

// The queries of `npm run bench`'s keystroke bench, a few whole names, qualifiers and oddities.
const NAMED_QUERIES = [
  ...TYPED_QUERIES,
  'york',
  'new york',
  'Paris, US',
  'Springfield, Illinois',
  'London, Canada',
  'san j',
  'saint lo',
  'muenchen',
  's',
  'a b',
  'st',
  'de',
  'la paz',
  'x',
  '7',
  '',
  '   ',
  'zzzzzz',
  'Ñuñoa',
  'Reykjavík',
  'peking',
  "N'Djamena",
];

describe('the chunked embedded world', () => {
  it('finds the same top 5 as the whole index for the bench queries and 2,000 random name prefixes', async () => {
    const queries = [...NAMED_QUERIES, ...randomNamePrefixes(placeSpellings(whole), 2000, 11)];
    const differing: string[] = [];
    for (const query of queries) {
      const chunked = await world.search(query, 5);
      if (JSON.stringify(chunked) !== JSON.stringify(whole.search(query, 5))) differing.push(query);
    }
    expect(differing).toEqual([]);
    expect(queries.length).toBeGreaterThanOrEqual(2000);
  });

  it('names and raises the same place at 10,000 random points, at tile edges, the antimeridian and the poles', async () => {
    const points = [...randomPoints(10_000, 12), ...pointsNearTileEdges(manifest.tiles.bounds, 13)];
    const differing: string[] = [];
    for (const [lat, lon] of points) {
      const same =
        JSON.stringify(await world.locate(lat, lon)) === JSON.stringify(whole.locate(lat, lon)) &&
        (await world.elevationAt(lat, lon)) === whole.elevationAt(lat, lon);
      if (!same) differing.push(`${lat},${lon}`);
    }
    expect(differing).toEqual([]);
    expect(points.length).toBe(10_000 + 5 * manifest.tiles.bounds.length);
  });

  it('gives the same time zone at 10,000 random points', async () => {
    const differing: string[] = [];
    for (const [lat, lon] of randomPoints(10_000, 14)) {
      if ((await world.locate(lat, lon)).timezone !== whole.locate(lat, lon).timezone) differing.push(`${lat},${lon}`);
    }
    expect(differing).toEqual([]);
  });

  it("gives the same town's people and climate at 10,000 random points", async () => {
    const differing: string[] = [];
    for (const [lat, lon] of randomPoints(10_000, 15)) {
      const elevation = whole.elevationAt(lat, lon);
      const population = whole.populationAt(lat, lon);
      if ((await world.populationAt(lat, lon)) !== population) differing.push(`${lat},${lon}: population`);
      if (
        JSON.stringify(await world.climateAt(lat, lon, elevation, population)) !==
        JSON.stringify(wholeClimate.climateAt(lat, lon, elevation, population))
      )
        differing.push(`${lat},${lon}`);
    }
    expect(differing).toEqual([]);
  });
});
