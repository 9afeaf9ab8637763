// The committed data is what data/README.md says it is: its files, their sizes, a whole climate
// grid and a table of names in every language, all within the repository's budget.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { committedClimate } from '../../../src/build/climate/climate-asset.ts';
import { COMMITTED_DATA_DIR, COMMITTED_FILES, committedFile } from '../../../src/build/committed/committed-data.ts';
import { NAME_CATALOGS } from '../../../src/build/languages/name-catalogs.ts';
import { decodeNamesFile, REGION_IDS } from '../../../src/build/languages/names-file.ts';
import { decodeClimateGrid } from '../../../src/sources/embedded/climate/index.ts';

const readme = readFileSync(resolve(COMMITTED_DATA_DIR, 'README.md'), 'utf8');
// What a clone carries: the budget the data was cut to fit.
const BUDGET_BYTES = 8 * 1024 * 1024;

describe('the committed data in data/', () => {
  it.each(Object.values(COMMITTED_FILES))("is listed in data/README.md with %s's size in KB", (file) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${file}\` |`));
    expect(row, `no row for ${file}`).toBeDefined();
    const stated = Number(row!.split('|')[2]!.replace(/[ ,KB]/g, ''));
    expect(stated).toBe(Math.round(statSync(resolve(COMMITTED_DATA_DIR, file)).size / 1024));
  });

  it('fits the budget', () => {
    const total = Object.values(COMMITTED_FILES).reduce(
      (sum, file) => sum + statSync(resolve(COMMITTED_DATA_DIR, file)).size,
      0,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('holds a whole-world climate grid: Oslo, Khartoum and the open Pacific each where they belong', () => {
    const grid = decodeClimateGrid(committedClimate());
    expect(grid.koppenAt(59.91, 10.75)).toMatch(/^D/);
    expect(grid.koppenAt(15.5, 32.56)).toBe('BWh');
    expect(grid.koppenAt(-30, -140)).toBeNull();
  });

  it('names places in every language of the widgets but English', () => {
    const names = decodeNamesFile(readFileSync(committedFile('names'), 'utf8'));
    for (const language of Object.keys(NAME_CATALOGS) as (keyof typeof NAME_CATALOGS)[])
      expect(names.get(language)!.size, language).toBeGreaterThan(30); // nb's and zh-Hant's catalogs are thin (name-catalogs.ts)
    // Rome (GeoNames 3169070) in German and Japanese.
    expect(names.get('de')!.get('3169070')).toBe('Rom');
    expect(names.get('ja')!.get('3169070')).toBe('ローマ');
  });

  it("names regions by their GeoNames admin1 keys: Berlin's and Bavaria's German names, Oregon's Arabic and Japanese ones", () => {
    const names = decodeNamesFile(readFileSync(committedFile('regions'), 'utf8'), REGION_IDS);
    expect(names.get('de')!.get('DE.16')).toBe('Berlin'); // GeoNames: "State of Berlin"
    expect(names.get('de')!.get('DE.02')).toBe('Bayern');
    expect(names.get('ar')!.get('US.OR')).toBe('أوريغون');
    expect(names.get('nl')!.get('DE.02')).toBe('Beieren');
    expect(names.get('ja')!.get('US.OR')).toBe('オレゴン');
    expect(names.get('de')!.size).toBeGreaterThan(1000);
  });
});
