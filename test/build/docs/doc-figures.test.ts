import { describe, expect, it } from 'vitest';
import { docFigures, fillFigures, placeholdersIn } from '../../../src/build/docs/doc-figures.ts';
import type { ScriptReport } from '../../../src/build/script-report.ts';

const KB = 1024;
const report: ScriptReport = {
  integrity: 'sha384-abc',
  scriptGzip: 39.52 * KB,
  workerGzip: 17.6 * KB,
  engineGzip: 26.4 * KB,
  upstreamSourcesGzip: 19 * KB,
  mainThreadGzip: 15.9 * KB,
  detailsGzip: 4.2 * KB,
  messagesGzip: { least: 1.5 * KB, most: 2 * KB },
  manifestGzip: 9 * KB,
  typedPrefixGzip: 29 * KB,
  oneLetterGzip: 44 * KB,
  spatialTileGzip: 20 * KB,
  climateTileGzip: 8 * KB,
  hashPageGzip: 0.5 * KB,
  largestChunkGzip: 44 * KB,
  worldGzip: 7 * KB * KB,
  fileCount: 800,
};

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
