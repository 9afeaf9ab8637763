import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REGION_PACKAGE, readRegionSource } from '../../../src/build/languages/region-source.ts';

const folder = mkdtempSync(join(tmpdir(), 'weather-region-source-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("the region names' source", () => {
  it('refuses a file that is not the pinned version’s, naming the package and both digests', () => {
    const file = join(folder, 'iso3166-2.json');
    writeFileSync(file, JSON.stringify({ DE: { regions: [{ iso: 'BE', admin: '16', names: { de: 'Berlin' } }] } }));
    expect(() => readRegionSource(file)).toThrow(REGION_PACKAGE);
    expect(() => readRegionSource(file)).toThrow(/SHA-256 [0-9a-f]{64}, expected [0-9a-f]{64}/);
  });
});
