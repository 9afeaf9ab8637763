// Places named in the request's language by the chunked world built in .data/ (`npm run data`,
// from GeoNames' names by language): searches by those names in any script, the names shown,
// and a coordinate's place named likewise. English is the gazetteer's own names.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORLD_MANIFEST } from '../../../../../src/sources/embedded/assets.ts';
import { loadAssetsFromDisk } from '../../../../../src/sources/embedded/load-assets-from-disk.ts';
import { chunkedWorld } from '../../../../../src/sources/embedded/world/chunked-world.ts';
import { isUpstreamError } from '../../../../../src/contract/source-error.ts';
import { WHOLE_WORLD_PARTS } from '../../../../../src/sources/embedded/whole-world-parts.ts';

const DATA = resolve(process.env.WEATHER_DATA_DIR ?? '.data');
const world = chunkedWorld(loadAssetsFromDisk(DATA), WORLD_MANIFEST, WHOLE_WORLD_PARTS);

const first = async (query: string, language: string) => (await world.search(query, 5, language))[0];

describe('the chunked world in the page language', () => {
  it('names Rome "Roma, Lazio, Italia" for Italian, and "Rome, Lazio, Italy" for English', async () => {
    expect(await first('Rome', 'it')).toMatchObject({ name: 'Roma', admin: 'Lazio', country: 'Italia', iso2: 'IT' });
    expect(await first('Rome', 'en')).toMatchObject({ name: 'Rome', admin: 'Lazio', country: 'Italy' });
  });

  it.each([
    ['Roma', 'it', 'Roma', 'IT'],
    ['Monaco di B', 'it', 'Monaco di Baviera', 'DE'],
    ['Warszawa', 'pl', 'Warszawa', 'PL'],
    ['Warsaw', 'pl-PL', 'Warszawa', 'PL'],
    ['München', 'de', 'München', 'DE'],
    ['Москва', 'ru', 'Москва', 'RU'],
    ['Удом', 'ru', 'Удомля', 'RU'],
    ['東京', 'ja', '東京都', 'JP'],
    ['روما', 'ar', 'روما', 'IT'],
    ['华沙', 'zh-CN', '华沙', 'PL'],
  ])('finds %j on a page in %s as %s (%s)', async (query, language, name, iso2) => {
    expect(await first(query, language)).toMatchObject({ name, iso2 });
  });

  it('names a place found by an alternate name in the language too: Munich is "Monaco di Baviera" in Italian', async () => {
    expect(await first('Munich', 'it')).toMatchObject({ name: 'Monaco di Baviera', country: 'Germania' });
  });

  it('keeps GeoNames names where a language has none: Rome on a Norwegian page; an English page knows no Cyrillic name', async () => {
    expect(await first('Rome', 'nb')).toMatchObject({ name: 'Rome', country: 'Italia' });
    expect(await first('Москва', 'en')).toBeUndefined();
  });

  it('names the place at a coordinate in the language', async () => {
    expect(await world.locate(41.89, 12.48, 'it')).toMatchObject({ name: 'Roma', country: 'Italia' });
    expect(await world.locate(52.23, 21.01, 'pl')).toMatchObject({ name: 'Warszawa', country: 'Polska' });
    expect(await world.locate(55.75, 37.62, 'ru')).toMatchObject({ name: 'Москва', country: 'Россия' });
    expect(await world.locate(55.75, 37.62, 'en')).toMatchObject({ name: 'Moscow', country: 'Russia' });
  });

  it("refuses a language's name chunk changed by one byte, as an integrity problem", async () => {
    const load = loadAssetsFromDisk(DATA);
    const tampered = chunkedWorld(
      async (file) => (file.startsWith('local-') ? Uint8Array.from([...(await load(file)), 0]) : load(file)),
      WORLD_MANIFEST,
      WHOLE_WORLD_PARTS,
    );
    const error = await tampered.search('Roma', 5, 'it').then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(isUpstreamError(error) && error.failure).toBe('integrity');
    expect(await tampered.search('Roma', 5, 'en')).toContainEqual(expect.objectContaining({ name: 'Rome' }));
  });
});
