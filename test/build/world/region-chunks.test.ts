import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedFile } from '../../../src/build/committed/committed-data.ts';
import { decodeNamesFile, REGION_IDS } from '../../../src/build/languages/names-file.ts';
import { unpackPlaces } from '../../../src/build/world/unpack-places.ts';
import { WORLD_MANIFEST } from '../../../src/sources/embedded/assets.ts';
import { decodePlaceTable } from '../../../src/sources/embedded/gazetteer/place-table.ts';
import { loadAssetsFromDisk } from '../../../src/sources/embedded/load-assets-from-disk.ts';
import { parseLanguageNames } from '../../../src/sources/embedded/world/language-names.ts';
import { parseWorldManifest } from '../../../src/sources/embedded/world/world-manifest.ts';
import { regionChunks } from '../../../src/build/world/region-chunks.ts';
import { parseRegionNames } from '../../../src/sources/embedded/world/region-lines.ts';

const english = new Map([
  ['DE.02', 'Bavaria'],
  ['DE.16', 'State of Berlin'],
  ['DE.07', 'North Rhine-Westphalia'],
  ['FR.11', 'Île-de-France'],
  ['US.CA', 'California'],
]);

describe("a language's chunks of region names", () => {
  it('keys each chunk by its first country and holds only the names that differ from GeoNames’', () => {
    const local = new Map([
      ['US.CA', 'Kalifornien'],
      ['DE.02', 'Bayern'],
      ['DE.16', 'Berlin'],
      ['FR.11', 'Île-de-France'],
    ]);
    const chunks = regionChunks(english, local);
    expect(chunks.map((chunk) => chunk.first)).toEqual(['DE']);
    expect([...parseRegionNames(chunks[0]!.bytes)]).toEqual([
      ['DE\tBavaria', 'Bayern'],
      ['DE\tState of Berlin', 'Berlin'],
      ['US\tCalifornia', 'Kalifornien'],
    ]);
  });

  it('has none for a language that names no region otherwise', () => {
    expect(regionChunks(english, undefined)).toEqual([]);
    expect(regionChunks(english, new Map([['FR.11', 'Île-de-France']]))).toEqual([]);
  });

  it('cuts many countries into several chunks, never splitting a country', () => {
    // Random-looking names gzip poorly: 250 countries of 10 regions each outgrow one chunk.
    const many = new Map<string, string>();
    const local = new Map<string, string>();
    for (let country = 0; country < 250; country += 1) {
      const iso2 = String.fromCharCode(65 + Math.floor(country / 26), 65 + (country % 26));
      for (let region = 0; region < 10; region += 1) {
        const key = `${iso2}.${region}`;
        many.set(key, `Region ${((country * 7919 + region * 104729) % 1000003).toString(36)}`);
        local.set(key, `Gebiet ${((country * 15485863 + region * 32452843) % 999983).toString(36)}`);
      }
    }
    const chunks = regionChunks(many, local);
    expect(chunks.length).toBeGreaterThan(1);
    const countries = chunks.map(
      (chunk) => new Set([...parseRegionNames(chunk.bytes).keys()].map((key) => key.slice(0, 2))),
    );
    expect(countries.reduce((sum, set) => sum + set.size, 0)).toBe(250);
    chunks.forEach((chunk, at) => expect([...countries[at]!].sort()[0]).toBe(chunk.first));
  });
});

// The built world (`npm run data`, in .data/): a German page reads, for every region a place of
// the world is in, the German name data/region-names.tsv gives it, unless GeoNames' own name is
// already that.
describe("the built world's German region names", () => {
  it('hold every region of the world the committed table names in German', async () => {
    const data = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
    const read = loadAssetsFromDisk(data);
    const { regionNames } = unpackPlaces(decodePlaceTable(new Uint8Array(readFileSync(join(data, 'gazetteer.bin')))));
    const manifest = parseWorldManifest(await read(WORLD_MANIFEST));
    const germanFile = manifest.languages.files[manifest.languages.tags.indexOf('de')]!;
    const german = parseLanguageNames(await read(germanFile));
    const built = new Map<string, string>();
    for (const file of german.regions.files)
      for (const [key, name] of parseRegionNames(await read(file))) built.set(key, name);

    const table = decodeNamesFile(readFileSync(committedFile('regions'), 'utf8'), REGION_IDS).get('de')!;
    const expected = [...table]
      .filter(([key, name]) => regionNames.has(key) && regionNames.get(key) !== name)
      .map(([key, name]) => [`${key.slice(0, key.indexOf('.'))}\t${regionNames.get(key)}`, name]);
    // Over a thousand regions, Bavaria among them.
    expect(expected.length).toBeGreaterThan(1000);
    expect(expected).toContainEqual(['DE\tBavaria', 'Bayern']);
    expect(expected.filter(([key, name]) => built.get(key!) !== name)).toEqual([]);
  });
});
