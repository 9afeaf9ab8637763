// Regions named in the request's language by the chunked world built in .data/ (`npm run data`,
// from data/region-names.tsv): a place the language names otherwise carries its region's name
// there, and so does every other place, from the lines its language chunks carry.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORLD_MANIFEST } from '../../../../../src/sources/embedded/assets.ts';
import { loadAssetsFromDisk } from '../../../../../src/sources/embedded/load-assets-from-disk.ts';
import { chunkedWorld } from '../../../../../src/sources/embedded/world/chunked-world.ts';
import { WHOLE_WORLD_PARTS } from '../../../../../src/sources/embedded/whole-world-parts.ts';

const DATA = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
const world = chunkedWorld(loadAssetsFromDisk(DATA), WORLD_MANIFEST, WHOLE_WORLD_PARTS);

const first = async (query: string, language: string) => (await world.search(query, 5, language))[0];

describe("the chunked world's regions in the page language", () => {
  it.each([
    // München has a German name of its own; Augsburg and Nürnberg's GeoNames names are German.
    ['München', 'de', 'München', 'Bayern'],
    ['Augsburg', 'de', 'Augsburg', 'Bayern'],
    ['Los Angeles', 'de', 'Los Angeles', 'Kalifornien'],
    ['Lyon', 'de', 'Lyon', 'Auvergne-Rhône-Alpes'],
    ['Berlin', 'de', 'Berlin', 'Berlin'],
    ['Augsburg', 'fr', 'Augsbourg', 'Bavière'],
    ['Portland', 'ar', 'بورتلاند، أوريغون', 'أوريغون'],
    ['North Bend, OR', 'ar', 'North Bend', 'أوريغون'],
    ['Augsburg', 'en', 'Augsburg', 'Bavaria'],
  ])('finds %j on a page in %s as %s in %s', async (query, language, name, admin) => {
    expect(await first(query, language)).toMatchObject({ name, admin });
  });

  it('names the region of the place at a coordinate in the language, whether or not the place has a name there', async () => {
    expect(await world.locate(48.37, 10.9, 'de')).toMatchObject({ name: 'Augsburg', admin: 'Bayern' });
    expect(await world.locate(48.14, 11.58, 'de')).toMatchObject({ name: 'München', admin: 'Bayern' });
    expect(await world.locate(48.37, 10.9, 'it')).toMatchObject({ admin: 'Baviera' });
    expect(await world.locate(48.37, 10.9, 'nb')).toMatchObject({ admin: 'Bavaria' });
  });
});
