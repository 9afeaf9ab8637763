// `npm run data:refresh` regenerates the committed data from the raw sources byte for byte: what
// is in data/ is what those sources and this code make, and a change to either shows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMITTED_FILES, committedFile } from '../../src/build/committed/committed-data.ts';
import { catalogsMissing, climatePackMissing, regionSourceMissing } from '../support/raw-sources.ts';

const root = resolve(import.meta.dirname, '../..');
const out = mkdtempSync(join(tmpdir(), 'weather-refresh-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function refresh(kind: keyof typeof COMMITTED_FILES): void {
  const run = spawnSync('npx', ['tsx', 'src/build/refresh-data.ts', '--out', out, kind], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
}

describe('npm run data:refresh', () => {
  it('packs the climate grid from the observed-climate data pack into the bytes committed in data/', ({ skip }) => {
    const missing = climatePackMissing();
    skip(missing !== undefined, missing);
    refresh('climate');
    expect(readFileSync(committedFile('climate', out)).equals(readFileSync(committedFile('climate')))).toBe(true);
  }, 300_000);

  it("cuts GeoNames' names by language from libgeonames-common into the bytes committed in data/", ({ skip }) => {
    const missing = catalogsMissing();
    skip(missing !== undefined, missing);
    refresh('names');
    expect(readFileSync(committedFile('names', out), 'utf8')).toBe(readFileSync(committedFile('names'), 'utf8'));
  }, 300_000);

  it("cuts the regions' names by language from iso3166-2-db into the bytes committed in data/", ({ skip }) => {
    const missing = regionSourceMissing();
    skip(missing !== undefined, missing);
    refresh('regions');
    expect(readFileSync(committedFile('regions', out), 'utf8')).toBe(readFileSync(committedFile('regions'), 'utf8'));
  }, 300_000);

  it('refuses a kind of file it does not know, naming the ones it does', () => {
    const run = spawnSync('npx', ['tsx', 'src/build/refresh-data.ts', '--out', out, 'weather'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('unknown file kind(s) weather');
    expect(run.stderr).toContain('[climate] [names] [regions]');
  }, 60_000);
});
