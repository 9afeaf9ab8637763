// The data pack is found via WEATHER_CLIMATE_DIR or beside the repo, and a missing or altered pack fails with a useful message.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  assertClimateData,
  CLIMATE_FILES,
  climateDataDir,
  parseChecksums,
} from '../../../../src/build/climate/observed/climate-data-dir.ts';
import { readObservedClimate } from '../../../../src/build/climate/observed/index.ts';
import { climatePackMissing } from '../../../support/raw-sources.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const missingPack = climatePackMissing();
const scratch = mkdtempSync(join(tmpdir(), 'weather-climate-'));

afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

/** A fresh copy of the whole pack (≈ 2.7 MB) in the scratch folder. */
function copyPack(name: string): string {
  const copy = join(scratch, name);
  cpSync(climateDataDir(), copy, { recursive: true });
  return copy;
}

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected an error');
}

function expectSourcesNamed(message: string): void {
  expect(message).toContain('WEATHER_CLIMATE_DIR');
  expect(message).toContain('CRU TS 4.07');
  expect(message).toContain('crudata.uea.ac.uk');
  expect(message).toContain('MERRA-2');
  expect(message).toContain('GES DISC');
  expect(message).toContain('ERA5');
  expect(message).toContain('Copernicus Climate Data Store');
  expect(message).toContain('ETOPO 2022');
  expect(message).toContain('NOAA NCEI');
  expect(message).toContain('Trail-Sense');
}

describe('climateDataDir', () => {
  it('defaults to ../shared/data/climate beside the repository', () => {
    vi.stubEnv('WEATHER_CLIMATE_DIR', '');
    expect(climateDataDir()).toBe(resolve(repoRoot, '..', 'shared', 'data', 'climate'));
  });

  it('follows WEATHER_CLIMATE_DIR', () => {
    vi.stubEnv('WEATHER_CLIMATE_DIR', scratch);
    expect(climateDataDir()).toBe(scratch);
  });
});

describe('assertClimateData', () => {
  it('accepts the real pack, whose PROVENANCE.md lists a checksum for every file', ({ skip }) => {
    skip(missingPack !== undefined, missingPack);
    const dir = climateDataDir();
    expect(() => assertClimateData(dir)).not.toThrow();
    const sums = parseChecksums(readFileSync(join(dir, 'PROVENANCE.md'), 'utf8'));
    expect(sums.size).toBe(CLIMATE_FILES.length);
  });

  it('names the folder, the variable and the sources when the folder does not exist', () => {
    const missing = join(scratch, 'no-such-folder');
    const message = errorOf(() => assertClimateData(missing));
    expect(message).toContain(missing);
    expect(message).toContain('does not exist');
    expectSourcesNamed(message);
  });

  it('lists what is missing from an empty folder', () => {
    const empty = mkdtempSync(join(scratch, 'empty-'));
    const message = errorOf(() => assertClimateData(empty));
    expect(message).toContain(empty);
    expect(message).toContain('PROVENANCE.md');
    expect(message).toContain('cru-ts-4.07/ (all 8 files)');
    expect(message).toContain('etopo2022-dem/ (all 165 files)');
    expectSourcesNamed(message);
  });

  it('rejects readObservedClimate when WEATHER_CLIMATE_DIR points at an empty folder', async () => {
    const empty = mkdtempSync(join(scratch, 'empty-env-'));
    vi.stubEnv('WEATHER_CLIMATE_DIR', empty);
    await expect(readObservedClimate()).rejects.toThrow(empty);
    await expect(readObservedClimate()).rejects.toThrow('WEATHER_CLIMATE_DIR');
  });

  it('names a single missing file', ({ skip }) => {
    skip(missingPack !== undefined, missingPack);
    const copy = copyPack('one-missing');
    rmSync(join(copy, 'etopo2022-dem', '17.webp'));
    const message = errorOf(() => assertClimateData(copy));
    expect(message).toContain('etopo2022-dem/17.webp');
    expect(message).not.toContain('etopo2022-dem/18.webp');
  });

  it('fails the checksum of a file with one flipped byte, naming that file only', ({ skip }) => {
    skip(missingPack !== undefined, missingPack);
    const copy = copyPack('corrupted');
    const path = join(copy, 'merra2', 'T2MMAX-7-9.webp');
    const bytes = readFileSync(path);
    bytes[Math.floor(bytes.length / 2)]! ^= 0x01;
    writeFileSync(path, bytes);
    const message = errorOf(() => assertClimateData(copy));
    expect(message).toContain('checksum mismatch');
    expect(message).toContain('merra2/T2MMAX-7-9.webp');
    expect(message).not.toContain('merra2/T2MMIN-7-9.webp');
    expect(message).toContain(copy);
  });
});
