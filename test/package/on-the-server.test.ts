// The built entries in plain Node, as a server that renders an app (Next.js, Nuxt, SvelteKit)
// evaluates them: importing each and calling configure() at the top level must not throw, and
// request() answers the server's problem at once. npm test builds before it runs this.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

// Run as a module of its own in a fresh Node, so that no test environment stands in for anything.
const SERVER_SIDE = `
const entries = ['index.js', 'forecast.js', 'search.js', 'api.js'];
const modules = [];
for (const entry of entries) modules.push(await import(new URL('./dist/' + entry, ${JSON.stringify(`file://${root}/`)})));
const [all, , , api] = modules;
all.configure({ source: 'open-meteo' });
api.configure({ dataUrl: '/weather-data/' });
const reply = await api.request('forecast', { place: 'Oslo' });
console.log(JSON.stringify({ source: all.sourceName(), status: reply.status, code: reply.body.code, browserGlobals: [typeof window, typeof document] }));
`;

describe('the built entries on a server', () => {
  it('import, take configure() at their top level and answer request() without a browser', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', SERVER_SIDE], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    const result = JSON.parse(output.trim().split('\n').pop()!) as Record<string, unknown>;
    expect(result).toEqual({
      source: 'open-meteo',
      status: 503,
      code: 'service_unavailable',
      browserGlobals: ['undefined', 'undefined'],
    });
  });

  it('keeps weather-widgets/api free of Lit and the elements', () => {
    const api = readFileSync(resolve(root, 'dist/api.js'), 'utf8');
    const imported = [...api.matchAll(/from ["']([^"']+)["']/g)].map((match) => match[1]!);
    const code = [
      api,
      ...imported
        .filter((path) => path.startsWith('./'))
        .map((path) => readFileSync(resolve(root, 'dist', path), 'utf8')),
    ].join('\n');
    expect(imported.filter((path) => !path.startsWith('./'))).not.toContain('lit');
    expect(code).not.toMatch(/from ["']lit|customElements\.define|LitElement/);
  });
});
