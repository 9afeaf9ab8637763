// The sizes the README and the docs state are the build's: a page that says "the 48 KB script"
// while the build writes 52 KB misleads a site owner weighing the embed. Reads dist/, which
// `npm run build` (run by `npm test` before vitest) has written.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportScript } from '../../src/build/script-report.ts';

const root = resolve(import.meta.dirname, '../..');
const report = reportScript(resolve(root, 'dist'));
const kb = (bytes: number) => bytes / 1024;
const read = (page: string) => readFileSync(resolve(root, page), 'utf8').replace(/\s+/g, ' ');

/** The number before ` KB` in the first match of `pattern` (one capture group) on `page`. */
function stated(page: string, pattern: RegExp): number {
  const match = pattern.exec(read(page));
  if (!match) throw new Error(`${page} no longer says ${pattern}: update this test with the page`);
  return Number(match[1]);
}

describe('sizes stated in the docs', () => {
  it('the README names the script, the worker and the engine as the build writes them, to the kilobyte', () => {
    expect(Math.abs(stated('README.md', /after the (\d+) KB script/) - kb(report.scriptGzip))).toBeLessThanOrEqual(1);
    expect(Math.abs(stated('README.md', /the (\d+) KB worker/) - kb(report.workerGzip))).toBeLessThanOrEqual(1);
    expect(Math.abs(stated('README.md', /and the (\d+) KB engine/) - kb(report.engineGzip))).toBeLessThanOrEqual(1);
  });

  it('the page API names the script as the build writes it, to half a kilobyte', () => {
    expect(Math.abs(stated('docs/page-api.md', /`weather-widgets\.js` \| ([\d.]+) KB/) - kb(report.scriptGzip))).toBeLessThanOrEqual(0.5);
  });
});
