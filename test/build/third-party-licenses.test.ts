// dist/THIRD-PARTY-LICENSES.txt, as `npm run build` (run by `npm test` before vitest) wrote it:
// every package of the runtime dependencies is there, with the licence text it ships.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LICENSES_FILE, dataAttribution, packageOf, readPackage } from '../../src/build/third-party-licenses.ts';

const root = resolve(import.meta.dirname, '../..');
const text = readFileSync(resolve(root, 'dist', LICENSES_FILE), 'utf8');
const listed = [...text.matchAll(/^={72}\n(\S+) (\S+)(?: \((.+)\))?\n={72}$/gm)].map(([, name, version, license]) => ({
  name: name!,
  version: version!,
  license,
}));

// Every package `dependencies` reaches, by the dependencies of each package.json in node_modules.
function dependencyClosure(): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const manifest = JSON.parse(readFileSync(resolve(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const next of Object.keys(manifest.dependencies ?? {})) visit(next);
  };
  const own = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  for (const name of Object.keys(own.dependencies)) visit(name);
  return seen;
}

// Reached but never code in dist/: type declarations, and the DOM shim Lit imports only from
// its Node builds (node_modules/@lit/reactive-element/node/), which no browser bundle takes.
const NO_CODE_IN_DIST = (name: string) => name.startsWith('@types/') || name === '@lit-labs/ssr-dom-shim';

describe(`dist/${LICENSES_FILE}`, () => {
  it('lists exactly the packages the runtime dependencies bring into dist/', () => {
    const expected = [...dependencyClosure()].filter((name) => !NO_CODE_IN_DIST(name)).sort();
    expect(listed.map((entry) => entry.name).sort()).toEqual(expected);
    // The runtime's packages named one by one, by their licences (SunCalc's package.json declares none).
    for (const name of [
      'lit',
      '@lit/reactive-element',
      'lit-html',
      'lit-element',
      'comlink',
      'zod',
      'idb-keyval',
      'suncalc',
      'kdbush',
      'geokdbush',
      'tinyqueue',
      '@noble/hashes',
    ]) {
      expect(listed.map((entry) => entry.name)).toContain(name);
    }
  });

  it('gives each the version installed and the licence text it ships', () => {
    for (const entry of listed) {
      const installed = readPackage(resolve(root, 'node_modules', entry.name));
      expect(entry.version, entry.name).toBe(installed.version);
      expect(entry.license, entry.name).toBe(installed.license);
      expect(text, entry.name).toContain(installed.text);
    }
    expect(text).toContain('Redistribution and use in source and binary forms'); // Lit's BSD-3-Clause
    expect(text).toContain('Apache License'); // comlink's and idb-keyval's
  });

  it('carries the attribution and licences of the data dist/data/ is cut from, as data/README.md gives them', () => {
    const notice = dataAttribution(readFileSync(resolve(root, 'data', 'README.md'), 'utf8'));
    expect(text).toContain(notice);
    // The sources whose licences ask for attribution in a copy: GeoNames (CC BY 4.0), CRU TS
    // (Open Government Licence), iso-codes (LGPL) and the MIT notices of the encoded data.
    for (const required of ['GeoNames', 'CC BY 4.0', 'Open Government Licence', 'iso-codes', 'LGPL', 'MIT License'])
      expect(notice).toContain(required);
  });

  it('refuses a data/README.md without its licences section', () => {
    expect(() => dataAttribution('# Data\n\n## Provenance\n\ntext\n')).toThrow(/Licences and attribution/);
  });

  it("names a module's package, scoped or not, from its path in node_modules", () => {
    expect(packageOf('/app/node_modules/@lit/reactive-element/reactive-element.js?v=1')).toEqual({
      name: '@lit/reactive-element',
      dir: '/app/node_modules/@lit/reactive-element',
    });
    expect(packageOf('\0/app/node_modules/a/node_modules/tinyqueue/index.js')).toEqual({
      name: 'tinyqueue',
      dir: '/app/node_modules/a/node_modules/tinyqueue',
    });
    expect(packageOf('/app/src/service/cache.ts')).toBeUndefined();
  });
});
