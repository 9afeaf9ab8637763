// `weather-widgets/react` as a React developer uses it, in React 18 and 19: the packed package in
// an app whose page is rendered on the server (react-dom/server, in Node, where the elements must
// not load) and hydrated in Chromium, and a page rendered in the browser alone. On both, choosing
// a place in the search with the keyboard fires onPlaceSelect and the forecast follows through
// its `location` prop; a climate chart in German loads its module and its German words as the
// app's chunks, on the app's Lit. React's development builds, which report every hydration
// mismatch in the console; both pages under StrictMode, which mounts every effect twice.
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type InlineConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseInSearch, installPackedApp, LOADED, openAppPage, repo, serveApp, type ServedApp } from './packed-app.ts';

const VERSIONS = ['18', '19'] as const;
type Version = (typeof VERSIONS)[number];

// The React of each version: 19 the app's own; 18 the fixture package's (test/package/react-18).
const reactOf = (version: Version, app: string) =>
  version === '19' ? join(app, 'node_modules') : join(repo, 'test/package/react-18/node_modules');

const page = (script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>react</title><script type="module" src="./src/${script}"></script></head>
<body><div id="root"></div></body></html>
`;

const APP_FILES: Record<string, string> = {
  'vite.config.js': `import { weatherWidgets } from 'weather-widgets/vite';\n\nexport default { plugins: [weatherWidgets()] };\n`,
  'hydrate.html': page('hydrate.tsx'),
  'render.html': page('render.tsx'),
  // The API the docs and the examples show.
  'src/App.tsx': `import { useState } from 'react';
import { WeatherClimate, WeatherForecast, WeatherSearch, type Location } from 'weather-widgets/react';

export function App() {
  const [location, setLocation] = useState<Location>();
  return (
    <main>
      <WeatherSearch label="Find a place" onPlaceSelect={(e) => setLocation(e.location)} />
      <WeatherForecast place="Oslo" location={location} days={3} locale="en-GB" now="2026-06-15T12:00:00Z" onWeatherLoad={(e) => { document.body.dataset.loaded = e.location?.name ?? ''; }} />
      <WeatherClimate place="Lisbon" locale="de" layout="compact" onWeatherLoad={() => { document.body.dataset.climate = 'shown'; }} />
      <p id="chosen">{location ? location.name : 'nothing chosen'}</p>
    </main>
  );
}
`,
  'src/server.tsx': `import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './App.tsx';

export const render = () => renderToString(<StrictMode><App /></StrictMode>);
`,
  // This page also imports the main entry, as an app that calls configure() does: the elements are
  // defined, and upgrade, before React hydrates, and must leave the server's HTML as it was.
  'src/hydrate.tsx': `import 'weather-widgets';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';

hydrateRoot(document.getElementById('root')!, <StrictMode><App /></StrictMode>, { onRecoverableError: (error) => console.error('recoverable:', error) });
`,
  'src/render.tsx': `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

createRoot(document.getElementById('root')!).render(<StrictMode><App /></StrictMode>);
`,
};

describe('weather-widgets/react in React 18 and 19', () => {
  const folder = mkdtempSync(join(tmpdir(), 'weather-widgets-react-'));
  const app = join(folder, 'app');
  const built = join(app, 'dist');
  const serverHtml: Partial<Record<Version, string>> = {};
  let served: ServedApp | undefined;

  beforeAll(async () => {
    installPackedApp(app, APP_FILES, { dependencies: ['lit', 'react', 'react-dom'] });
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      for (const version of VERSIONS) {
        const react = reactOf(version, app);
        const config: InlineConfig = {
          root: app,
          configFile: false,
          cacheDir: join(app, `.vite-${version}`),
          logLevel: 'warn',
          mode: 'development',
          base: `/react-${version}/`,
          resolve: { alias: { react: join(react, 'react'), 'react-dom': join(react, 'react-dom') } },
        };
        // The server: one Node module with React inside, so that each version's react-dom finds its own react.
        await build({
          ...config,
          ssr: { noExternal: true },
          build: { ssr: 'src/server.tsx', outDir: join(app, `server-${version}`), minify: false },
        });
        const { render } = (await import(pathToFileURL(join(app, `server-${version}`, 'server.js')).href)) as {
          render: () => string;
        };
        serverHtml[version] = render();
        // The app's vite.config.js (the package's plugin, which writes the world's folder) for one build: the other reads the same folder.
        await build({
          ...config,
          configFile: version === '19' ? join(app, 'vite.config.js') : false,
          build: {
            outDir: join(built, `react-${version}`),
            minify: false,
            rolldownOptions: { input: ['hydrate.html', 'render.html'].map((name) => join(app, name)) },
          },
        });
        const hydrate = join(built, `react-${version}`, 'hydrate.html');
        writeFileSync(
          hydrate,
          readFileSync(hydrate, 'utf8').replace('<div id="root"></div>', `<div id="root">${serverHtml[version]}</div>`),
        );
      }
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    // The widgets read the world's folder at /weather-data/ of the site.
    renameSync(join(built, 'react-19', 'weather-data'), join(built, 'weather-data'));
    served = await serveApp(built, folder);
  }, 600_000);

  afterAll(() => served?.close(), 60_000);

  for (const version of VERSIONS) {
    it(`renders on the server in React ${version}: the elements' tags and attributes, nothing loaded`, () => {
      const html = serverHtml[version]!;
      expect(html).toContain('<weather-search label="Find a place"></weather-search>');
      expect(html).toContain(
        '<weather-forecast place="Oslo" days="3" locale="en-GB" now="2026-06-15T12:00:00Z"></weather-forecast>',
      );
      expect(html).toContain('<weather-climate place="Lisbon" locale="de" layout="compact"></weather-climate>');
      expect(html).toContain('nothing chosen');
    });

    for (const [name, how] of [
      ['hydrate.html', 'hydrated from the server HTML'],
      ['render.html', 'rendered in the browser'],
    ] as const) {
      it(`React ${version}, ${how}: onPlaceSelect fires and the forecast follows, with no console problem`, async () => {
        const { page, problems } = await openAppPage(
          served!.browser,
          new URL(`react-${version}/${name}`, served!.url).href,
        );
        const forecast = page.locator('weather-forecast');
        await forecast.getByRole('heading', { name: 'Oslo' }).waitFor(LOADED);
        // onWeatherLoad fired for the first forecast.
        await expect.poll(() => page.evaluate(() => document.body.dataset.loaded), LOADED).toBe('Oslo');
        await chooseInSearch(page, 'Berl', 'Berlin');
        expect(await page.locator('#chosen').textContent()).toBe('Berlin');
        expect(await forecast.getAttribute('lat')).toMatch(/^52\.5/);
        await expect.poll(() => page.evaluate(() => document.body.dataset.loaded), LOADED).toBe('Berlin');
        await expect.poll(() => page.evaluate(() => document.body.dataset.climate), LOADED).toBe('shown');
        expect(await page.locator('weather-climate [part="summary"]').textContent()).toMatch(/am wärmsten im/);
        expect(
          await page.evaluate(() => (window as { litElementVersions?: string[] }).litElementVersions?.length),
        ).toBe(1);
        // React's development build brings Lit's (the same export condition), which says so once.
        expect(problems.filter((text) => !text.startsWith('Lit is in dev mode'))).toEqual([]);
        await page.close();
      });
    }
  }
});
