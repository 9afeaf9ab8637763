// The worker asks for chunks before the engine arrives: they must be exactly the chunks the
// engine then reads, or a first visit pays for a file nobody uses.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WORLD_MANIFEST } from '../../src/sources/embedded/assets.ts';
import { foldText } from '../../src/sources/embedded/gazetteer/fold-text.ts';
import { foldPlainWords } from '../../src/sources/embedded/gazetteer/plain-fold.ts';
import { loadAssetsFromDisk } from '../../src/sources/embedded/load-assets-from-disk.ts';
import { chunkedWorld } from '../../src/sources/embedded/world/chunked-world.ts';
import { parseWorldManifest } from '../../src/sources/embedded/world/world-manifest.ts';
import {
  coordinateFilesAhead,
  requestFilesAhead,
  searchFilesAhead,
  withHashPages,
} from '../../src/worker/files-ahead.ts';
import { placeAsked } from '../../src/protocol/place-asked.ts';
import { CHUNK_HASH_BYTES, hashPlace } from '../../src/sources/embedded/world/chunk-hashes.ts';
import { loadGazetteer } from '../sources/embedded/gazetteer/load-gazetteer.ts';
import { placeSpellings, randomNamePrefixes, randomPoints } from '../sources/embedded/world/sample-points.ts';
import { WHOLE_WORLD_PARTS } from '../../src/sources/embedded/whole-world-parts.ts';
import { builtManifest } from '../support/built-manifest.ts';

const DATA = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
const manifest = parseWorldManifest(new Uint8Array(readFileSync(resolve(DATA, WORLD_MANIFEST))));
const fromDisk = loadAssetsFromDisk(DATA);

// The chunks a fresh engine reads to answer `ask`, the manifest aside.
async function chunksRead(ask: (world: ReturnType<typeof chunkedWorld>) => Promise<unknown>): Promise<string[]> {
  const read: string[] = [];
  const world = chunkedWorld(
    (file) => {
      if (file !== WORLD_MANIFEST) read.push(file);
      return fromDisk(file);
    },
    WORLD_MANIFEST,
    WHOLE_WORLD_PARTS,
  );
  await ask(world);
  return read;
}

describe('the chunks the worker fetches ahead of the engine', () => {
  it('folds plain ASCII words as the engine does: lowercase', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z]{1,12}$/), { minLength: 1, maxLength: 4 }), (words) => {
        const text = words.join(' ');
        expect(foldPlainWords(text)).toBe(foldText(text));
      }),
    );
    expect(foldPlainWords('Zürich')).toBeUndefined();
    expect(foldPlainWords('new  york')).toBeUndefined();
  });

  it('are, for a query of plain words, the one name chunk the engine reads; for any other query, none', async () => {
    const prefixes = randomNamePrefixes(placeSpellings(loadGazetteer()), 300, 21);
    const queries = [
      ...prefixes,
      'Oslo',
      'Tok',
      ' new york ',
      'Paris, US',
      'Springfield, Illinois',
      's',
      'a b',
      'zzzzzz',
      'Zürich',
      "N'Djamena",
      '',
      '7',
    ];
    let plain = 0;
    for (const query of queries) {
      const ahead = searchFilesAhead(manifest, query);
      const read = await chunksRead((world) => world.search(query, 5));
      if (ahead.length > 0) {
        plain += 1;
        expect(ahead, query).toEqual(read);
      }
    }
    // Most queries people type are plain words: the worker gets ahead for them.
    expect(plain).toBeGreaterThan(queries.length / 2);
    expect(searchFilesAhead(manifest, 'Zürich')).toEqual([]);
  });

  it('are, for a coordinate, the spatial tile and the climate tile its place and weather read', async () => {
    for (const [lat, lon] of [...randomPoints(200, 22), [90, 0], [-90, 180], [0, -180], [59.91, 10.75]] as [
      number,
      number,
    ][]) {
      const read = await chunksRead(async (world) => {
        await world.locate(lat, lon);
        await world.climateAt(lat, lon, 0, await world.populationAt(lat, lon));
      });
      expect(coordinateFilesAhead(manifest, lat, lon), `${lat}, ${lon}`).toEqual(read);
    }
    expect(coordinateFilesAhead(manifest, Number.NaN, 0)).toEqual([]);
    expect(coordinateFilesAhead(manifest, 91, 0)).toEqual([]);
  });
});

describe('the pages of hashes fetched ahead with the chunks', () => {
  const dist = resolve('dist/data');
  const built = builtManifest();

  it('are the pages that hold each chunk’s hash, each once, after the chunks', () => {
    for (const files of [
      searchFilesAhead(built, 'Oslo'),
      searchFilesAhead(built, 'Tok'),
      coordinateFilesAhead(built, 59.91, 10.75),
      coordinateFilesAhead(built, -33.9, 151.2),
    ]) {
      const withPages = withHashPages(built, files);
      expect(withPages.slice(0, files.length)).toEqual(files);
      const pages = withPages.slice(files.length);
      expect(new Set(pages).size).toBe(pages.length);
      for (const file of files) {
        const place = hashPlace(built, file)!;
        expect(pages).toContain(place.page);
        const digest = createHash('sha256')
          .update(readFileSync(resolve(dist, file)))
          .digest();
        expect(readFileSync(resolve(dist, place.page)).subarray(place.at, place.at + CHUNK_HASH_BYTES)).toEqual(
          digest.subarray(0, CHUNK_HASH_BYTES),
        );
      }
    }
  });

  it('are none where the manifest carries no hashes (the files npm run data writes)', () => {
    expect(withHashPages(manifest, searchFilesAhead(manifest, 'Oslo'))).toEqual(searchFilesAhead(manifest, 'Oslo'));
  });
});

describe("the first request's chunks, which the worker's bootstrap asks for once the manifest is read", () => {
  it("are its place's name chunk, or its coordinate's tiles, with the pages of their hashes", () => {
    expect(requestFilesAhead(manifest, { place: 'Oslo' })).toEqual(searchFilesAhead(manifest, 'Oslo'));
    expect(requestFilesAhead(manifest, { lat: '59.91', lon: '10.75' })).toEqual(
      coordinateFilesAhead(manifest, 59.91, 10.75),
    );
    expect(requestFilesAhead(manifest, {})).toEqual([]);
    // A blank coordinate is none, not 0° (which Number('') would read).
    expect(requestFilesAhead(manifest, { lat: '', lon: ' ' })).toEqual([]);
  });

  it('are read from the place fields of the query alone, never its key', () => {
    expect(placeAsked({ place: 'Oslo', key: 'wk_live_secret', days: '3' })).toEqual({ place: 'Oslo' });
    expect(placeAsked({ lat: '1', lon: '2', key: 'wk_live_secret' })).toEqual({ lat: '1', lon: '2' });
  });
});
