// Every import package.json promises resolves to a built file, with its types: after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string | Record<string, string>>;
};

describe('package.json exports', () => {
  it.each(Object.entries(manifest.exports))('%s names files the build writes', (entry, target) => {
    const paths = typeof target === 'string' ? [target] : Object.values(target);
    for (const path of paths) expect(existsSync(resolve(root, path)), `${entry} → ${path}`).toBe(true);
    if (typeof target !== 'string' && entry !== './custom-elements.json')
      expect(target['types'], `${entry} has types`).toBeDefined();
  });

  it('keeps @playwright/test an optional peer: only weather-widgets/testing imports it', () => {
    // dist/testing.js re-exports the CommonJS build: one copy of the entry however it is loaded.
    const built = readFileSync(resolve(root, 'dist/testing.cjs'), 'utf8');
    expect(built).toMatch(/require\("@playwright\/test"\)/);
    expect(readFileSync(resolve(root, 'dist/testing.js'), 'utf8')).toContain("from './testing.cjs'");
    for (const file of ['index.js', 'forecast.js', 'search.js', 'service.js', 'server.js'])
      expect(readFileSync(resolve(root, 'dist', file), 'utf8')).not.toContain('@playwright/test');
  });
});
