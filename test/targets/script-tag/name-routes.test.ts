// The script names a forecast's name chunk and its page of hashes from the routes its build
// carries: they must be exactly the files the worker's bootstrap names from the manifest, or a
// first visit pays for a file nobody reads.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORLD_MANIFEST } from '../../../src/sources/embedded/assets.ts';
import { parseWorldManifest } from '../../../src/sources/embedded/world/world-manifest.ts';
import { decodeNameRoutes, encodeNameRoutes, placeFiles } from '../../../src/targets/script-tag/name-routes.ts';
import { requestFilesAhead } from '../../../src/worker/files-ahead.ts';
import { loadGazetteer } from '../../sources/embedded/gazetteer/load-gazetteer.ts';
import { placeSpellings, randomNamePrefixes } from '../../sources/embedded/world/sample-points.ts';
import { builtManifest } from '../../support/built-manifest.ts';

const dist = resolve('dist/data');
const built = builtManifest();
const routes = decodeNameRoutes(encodeNameRoutes(built));

describe("the routes to a place's name chunk that the script carries", () => {
  it("name, for a place of plain words, the name chunk and page of hashes the worker's bootstrap names", () => {
    const names = placeSpellings(loadGazetteer());
    const places = [
      ...names.filter((_, index) => index % 10 === 0),
      ...randomNamePrefixes(names, 500, 39),
      'Oslo',
      ' Oslo ',
      'Paris, US',
      'Springfield, Illinois',
      'new york',
      'Zürich',
      "N'Djamena",
      'zzzzzz',
      'a b',
      '',
    ];
    let named = 0;
    for (const place of places) {
      const files = placeFiles(routes, place);
      const worker = requestFilesAhead(built, { place });
      // The major and initials chunks of a name of heavy words only are left to the worker.
      if (worker[0]?.startsWith('names-') === true) {
        expect(files, place).toEqual(worker);
        named += 1;
      } else expect(files, place).toEqual([]);
    }
    // Most places' names are plain words: the script gets ahead for them.
    expect(named).toBeGreaterThan(places.length / 2);
    expect(placeFiles(routes, 'Oslo')).toHaveLength(2);
  });

  it('each name the files of the built data folder', () => {
    const shipped = new Set(readdirSync(dist));
    for (const place of ['Oslo', 'Tokyo', 'Zyrardow', 'Aachen'])
      for (const file of placeFiles(routes, place)) expect(shipped, file).toContain(file);
  });

  it('are refused for a manifest without pages of hashes', () => {
    const unbuilt = parseWorldManifest(new Uint8Array(readFileSync(resolve('.data', WORLD_MANIFEST))));
    expect(() => encodeNameRoutes(unbuilt)).toThrow(/no pages of hashes/);
  });
});
