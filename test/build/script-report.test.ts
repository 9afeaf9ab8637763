import { describe, expect, it } from 'vitest';
import { BUDGETS, formatReport, overBudget } from '../../src/build/script-report.ts';
import { KB, SAMPLE_REPORT } from './sample-report.ts';

const withinBudgets = SAMPLE_REPORT;

describe('the size budgets the build enforces', () => {
  it('holds when the script and the embedded world are within their budgets', () => {
    expect(overBudget(withinBudgets)).toEqual([]);
    expect(formatReport(withinBudgets)).not.toContain('OVER BUDGET');
  });

  it('names the script and by how much it is over, one byte past 50 KB', () => {
    const report = { ...withinBudgets, scriptGzip: BUDGETS.script + 1 };
    expect(overBudget(report)).toEqual([
      'dist/weather-widgets.js is 50.0 KB gzip, over its budget of 50.0 KB by 0.0 KB',
    ]);
  });

  it('counts the manifest with the tile a coordinate reads', () => {
    const report = {
      ...withinBudgets,
      spatialTileGzip: BUDGETS.coordinateForecast - 8 * KB - 4 * KB - 1 * KB + 1 * KB,
    };
    expect(overBudget(report)).toEqual([
      'a forecast for a coordinate (manifest, spatial tile, climate tile, their hashes) is 41.0 KB gzip, over its budget of 40.0 KB by 1.0 KB',
    ]);
    expect(formatReport(report)).toContain('OVER BUDGET: a forecast for a coordinate');
  });

  it('holds a typed prefix to one name chunk and its hashes in 31.5 KB, and a named forecast to 60 KB with it', () => {
    const report = { ...withinBudgets, typedPrefixGzip: 50 * KB };
    expect(overBudget(report)).toEqual([
      'a forecast for a named place (manifest, name chunk, climate tile, their hashes) is 63.0 KB gzip, over its budget of 60.0 KB by 3.0 KB',
      'a typed prefix (one name chunk, its hashes) is 50.5 KB gzip, over its budget of 31.5 KB by 19.0 KB',
      "a forecast for a named place in another language (the same, and the language's file and name chunk) is 70.5 KB gzip, over its budget of 60.0 KB by 10.5 KB",
      "a typed prefix in another language (the world's name chunk and the language's, their hashes) is 57.0 KB gzip, over its budget of 40.0 KB by 17.0 KB",
    ]);
  });

  it("counts a page in another language's file and name chunk with a coordinate's forecast, at the worst language", () => {
    const ru = { tag: 'ru', fileGzip: 1 * KB, chunksGzip: 120 * KB, largestChunkGzip: 14 * KB, chunkCount: 20 };
    const report = { ...withinBudgets, languages: [withinBudgets.languages[0]!, ru] };
    expect(overBudget(report)).toEqual([
      "a forecast for a coordinate in another language (the same, and the language's file and name chunk) is 51.0 KB gzip, over its budget of 50.0 KB by 1.0 KB",
    ]);
    expect(formatReport(report)).toContain('ru 1.0 KB + 20 × ≤ 14.0 KB = 120.0 KB');
  });
});
