// The page's own bundles carry none of weather-widgets/testing: its hook reaches a page only when a
// test installs it (src/testing/faults.ts). npm test builds before it runs this.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = resolve(import.meta.dirname, '../../dist');
const testing = /^testing(-[\w-]+)?\.c?js$/;
// Every script and module a page may load: the script tag's and the files beside it, the npm
// package's entries, worker and chunks, the data folder's modules.
const pageFiles = [
  ...readdirSync(dist).filter(
    (file) =>
      file.endsWith('.js') &&
      !testing.test(file) &&
      !['service.js', 'server.js', 'vite.js', 'webpack.js'].includes(file),
  ),
  ...readdirSync(resolve(dist, 'chunks')).map((file) => `chunks/${file}`),
  ...readdirSync(resolve(dist, 'data'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `data/${file}`),
];

describe("the page's bundles", () => {
  it('hold no testing code: no fault queue, no chosen weather, no failure a test asks for', () => {
    expect(pageFiles).toContain('weather-widgets.js');
    expect(pageFiles).toContain('api.js');
    for (const file of pageFiles) {
      const code = readFileSync(resolve(dist, file), 'utf8');
      expect(code, file).not.toContain('weather-widgets.testing.faults');
      expect(code, file).not.toContain('A test asked for this failure');
    }
  });

  it('while the testing entry carries its hook to install', () => {
    const code = readFileSync(resolve(dist, 'testing.cjs'), 'utf8');
    expect(code).toContain('weather-widgets.testing.faults');
    expect(code).not.toMatch(/from ["']vite["']/);
  });
});
