import { describe, expect, it } from 'vitest';
import { docFigures, fillFigures, placeholdersIn } from '../../../src/build/docs/doc-figures.ts';
import { KB, SAMPLE_REPORT } from '../sample-report.ts';

const report = { ...SAMPLE_REPORT, integrity: 'sha384-abc', scriptGzip: 39.52 * KB, manifestGzip: 9 * KB, typedPrefixGzip: 29 * KB, spatialTileGzip: 20 * KB, climateTileGzip: 8 * KB };

describe('the docs figures', () => {
  it('give each size in KB to one decimal, and the per-request sums with their pages of hashes', () => {
    const figures = docFigures(report);
    expect(figures['%SCRIPT_INTEGRITY%']).toBe('sha384-abc');
    expect(figures['%SCRIPT_KB%']).toBe('39.5');
    expect(figures['%NAMED_FORECAST_KB%']).toBe('47.0');
    expect(figures['%COORDINATE_FORECAST_KB%']).toBe('38.0');
    expect(figures['%TYPED_PREFIX_KB%']).toBe('29.5');
    expect(figures['%MESSAGES_KB%']).toBe('1.5–2.0');
  });

  it('fill every placeholder they know, and leave other text alone', () => {
    const markdown = 'the %SCRIPT_KB% KB script, 100 % sure, %UNKNOWN%';
    expect(fillFigures(markdown, docFigures(report))).toBe('the 39.5 KB script, 100 % sure, %UNKNOWN%');
    expect(placeholdersIn(markdown)).toEqual(['%SCRIPT_KB%', '%UNKNOWN%']);
  });
});
