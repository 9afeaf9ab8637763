// docs/benchmarks.md is what `npm run bench` writes (test/bench/benchmarks-page.ts): one run's
// figures, each beside its same-run baseline and its budget. A figure typed into the page by
// hand, one the bench no longer writes, a changed budget or any prose outside the bench's own
// would leave figures on the page that no run measured.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBenchmarksPage, renderBenchmarksPage } from '../bench/benchmarks-page.ts';
import { BENCH_SECTIONS } from '../bench/bench-sections.ts';

const page = readFileSync(resolve(import.meta.dirname, '../../docs/benchmarks.md'), 'utf8');

describe('docs/benchmarks.md', () => {
  it('is exactly what the bench writes for the run it records', () => {
    expect(renderBenchmarksPage(parseBenchmarksPage(page))).toBe(page);
  });

  it('has a section for every benchmark, in order, and no other heading', () => {
    const headings = page.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(Object.values(BENCH_SECTIONS).map((section) => `## ${section.title}`));
  });

  it('fails on a figure the bench does not write, and on a budget other than the bench’s', () => {
    const row = (what: string, budget: string) => `| ${what} | 0.1 ms |  | ${budget} |`;
    const sample = renderBenchmarksPage({
      run: { date: '2026-01-01 00:00 UTC', machine: 'a machine', load: '0.1, 0.2' },
      figures: new Map([['forecast', new Map([['forecastP50', { figure: '0.4 ms', baseline: '' }]])]]),
    });
    expect(() => parseBenchmarksPage(sample)).not.toThrow();
    const withRow = (extra: string) => sample.replace('|---|---|---|---|\n', (rule) => `${rule}${extra}\n`);
    expect(() => parseBenchmarksPage(withRow(row('forecast, typed by hand', '')))).toThrow(/forecast, typed by hand/);
    expect(() => parseBenchmarksPage(withRow(row(BENCH_SECTIONS.forecast.figures.searchP95.what, '≤ 9 ms')))).toThrow(
      /≤ 9 ms/,
    );
    expect(sample).toContain('Not measured in this run.');
  });
});
