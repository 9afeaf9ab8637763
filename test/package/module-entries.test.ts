// The ES modules of the npm package as `npm run build` writes them (npm test builds first): what
// an app's bundler relies on to register the elements it imports and to share their dependencies.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  sideEffects: string[];
  exports: Record<string, string | { default?: string }>;
  customElements: string;
};
const modules = [
  'index.js',
  'forecast.js',
  'search.js',
  'climate.js',
  'worker.js',
  ...readdirSync(resolve(root, 'dist/chunks')).map((file) => `chunks/${file}`),
];
const code = (file: string) => readFileSync(resolve(root, 'dist', file), 'utf8');
const shipped = manifest.sideEffects.filter((pattern) => pattern.startsWith('./dist/'));

describe('the ES modules of the npm package', () => {
  it('name in sideEffects every module that registers an element, and index.js, which imports forecast and search', () => {
    const registering = modules.filter((file) => code(file).includes('customElements.define('));
    expect(registering.sort()).toEqual(['climate.js', 'forecast.js', 'search.js']);
    expect(shipped.sort()).toEqual(['./dist/climate.js', './dist/forecast.js', './dist/index.js', './dist/search.js']);
    expect(code('index.js')).toMatch(/export \* from '\.\/forecast\.js';\nexport \* from '\.\/search\.js';/);
  });

  it('register each element where its entry says: forecast.js only <weather-forecast>, search.js only <weather-search>', () => {
    expect(code('forecast.js')).toContain('"weather-forecast"');
    expect(code('forecast.js')).not.toContain('"weather-search"');
    expect(code('search.js')).toContain('"weather-search"');
    expect(code('search.js')).not.toContain('"weather-forecast"');
  });

  it('import lit, comlink, idb-keyval, suncalc, zod and @noble/hashes instead of carrying copies of them', () => {
    const all = modules.map(code).join('\n');
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const imported = new Set([...all.matchAll(/from "([^".][^"]*)"/g)].map((match) => packageOf(match[1]!)));
    // suncalc: the HTTP sources give an upstream's days the moon's phase, as the embedded world does.
    // @noble/hashes: the worker checks the data folder's files where Web Crypto is missing (a chunk
    // imported only there).
    expect([...imported].sort()).toEqual(['@noble/hashes', 'comlink', 'idb-keyval', 'lit', 'suncalc', 'zod']);
    for (const name of imported) expect(Object.keys(manifest.dependencies)).toContain(name);
    // Each copy of lit, comlink and zod would bring its own marker.
    expect(all).not.toMatch(/litHtmlVersions|Comlink\.proxy|\$ZodType/);
  });

  it('start the worker with a literal URL, the form app bundlers follow, and look for the world at /weather-data/', () => {
    const all = modules.map(code).join('\n');
    expect(all).toMatch(/new Worker\(new URL\("\.\.\/worker\.js", import\.meta\.url\), \{\s*type: "module"/);
    expect(all).toContain('"/weather-data/"');
    expect(all).not.toContain('__WEATHER_WIDGETS_');
  });
});

describe('custom-elements.json', () => {
  const elements = JSON.parse(readFileSync(resolve(root, manifest.customElements), 'utf8')) as {
    modules: { path: string; exports?: { kind: string; name: string; declaration: { module?: string } }[] }[];
  };
  const entries = Object.values(manifest.exports)
    .flatMap((target) => (typeof target === 'string' ? [] : [target.default]))
    .map((path) => path?.replace(/^\.\//, ''));

  it('names the modules an app imports, and where each element is registered', () => {
    expect(elements.modules.map((module) => module.path).sort()).toEqual([
      'dist/climate.js',
      'dist/forecast.js',
      'dist/index.js',
      'dist/search.js',
    ]);
    for (const module of elements.modules) expect(entries).toContain(module.path);
    const definitions = elements.modules.flatMap((module) =>
      (module.exports ?? [])
        .filter((entry) => entry.kind === 'custom-element-definition')
        .map((entry) => `${module.path} ${entry.name}`),
    );
    expect(definitions.sort()).toEqual([
      'dist/climate.js weather-climate',
      'dist/forecast.js weather-forecast',
      'dist/index.js weather-forecast',
      'dist/index.js weather-search',
      'dist/search.js weather-search',
    ]);
    const referenced = JSON.stringify(elements).match(/"module":"[^"]+"/g) ?? [];
    expect(new Set(referenced)).toEqual(
      new Set(['"module":"dist/climate.js"', '"module":"dist/forecast.js"', '"module":"dist/search.js"']),
    );
  });
});
