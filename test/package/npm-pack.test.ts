// The npm package as a web developer gets it: `npm pack`, installed into a small Vite app in a
// temporary folder, type-checked against the package's declarations, built by Vite, served, and
// used in Chromium. Needs `npm run build` first (npm test runs it), and the npm cache that
// `npm ci` filled: the install is offline.
import { cpSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { build, createServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseInSearch,
  installPackedApp,
  LOADED,
  serveApp,
  type ServedApp,
  openAppPage,
  repo,
  run,
} from './packed-app.ts';
import { APP_FILES } from './vite-app-files.ts';
import { brokenPackedReadmeLinks } from './packed-readme-links.ts';

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' });
}

describe('the npm package in a Vite app', () => {
  const folder = mkdtempSync(join(tmpdir(), 'weather-widgets-app-'));
  const app = join(folder, 'app');
  const built = join(app, 'dist');
  let served: ServedApp | undefined;
  let packedFiles: string[] = [];

  beforeAll(async () => {
    packedFiles = installPackedApp(app, APP_FILES);
    // The repository's own Vite builds the app: the app needs no build tools of its own. Vite
    // takes NODE_ENV (vitest's `test`) over its mode: a production build needs `production`.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: app,
        // The app's vite.config.js: the package's plugin, nothing else.
        configFile: join(app, 'vite.config.js'),
        cacheDir: join(app, '.vite'),
        logLevel: 'warn',
        build: {
          outDir: built,
          rolldownOptions: {
            input: ['index.html', 'forecast.html', 'no-worker.html', 'self-hosted.html'].map((page) => join(app, page)),
          },
        },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    // The plugin wrote the world's folder at weather-data/. The self-hosted page names a folder
    // of the site's own, copied there as it would be to a CDN.
    cpSync(join(app, 'node_modules/weather-widgets/dist/data'), join(built, 'static/weather'), { recursive: true });
    served = await serveApp(built, folder);
  }, 600_000);

  afterAll(() => served?.close());

  const open = (path: string): Promise<{ page: Page; problems: string[]; requests: string[]; workers: string[] }> =>
    openAppPage(served!.browser, new URL(path, served!.url).href);

  it('packs every file that the exports map and the customElements field name', () => {
    const manifest = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
      customElements: string;
    };
    const targets = Object.values(manifest.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    const missing = [...targets, manifest.customElements]
      .map((path) => path.replace(/^\.\//, ''))
      .filter((path) => !packedFiles.includes(path));
    expect(missing).toEqual([]);
    // The docs pages and the README's screenshot ship too, for the README's links and image
    // (test/package/npm-page.test.ts).
    expect(
      packedFiles.filter(
        (path) =>
          !path.startsWith('dist/') &&
          !/^docs\/.*\.md$/.test(path) &&
          !/^docs\/images\/[\w-]+\.png$/.test(path) &&
          !['package.json', 'README.md', 'LICENSE', 'CONTRIBUTING.md', 'CHANGELOG.md'].includes(path),
      ),
    ).toEqual([]);
  });

  it('resolves every relative link of the packed README to a file packed beside it', () => {
    expect(brokenPackedReadmeLinks(repo, packedFiles)).toEqual([]);
  });

  it('installs from the tarball with lit, comlink, zod… as dependencies, and its declarations type the app', () => {
    const installed = JSON.parse(readFileSync(join(app, 'node_modules/weather-widgets/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(installed.dependencies)).toEqual(
      expect.arrayContaining(['lit', 'comlink', 'zod', 'idb-keyval']),
    );
    // Fails on a type error, and on an @ts-expect-error that expects none (declarations that resolve to any).
    expect(() => run(join(repo, 'node_modules/.bin/tsc'), ['-p', join(app, 'tsconfig.json')], app)).not.toThrow();
  });

  it("builds the worker into the app, the embedded world's folder beside it through the plugin, and holds one lit", () => {
    expect(filesIn(join(built, 'weather-data')).sort()).toEqual(
      filesIn(join(app, 'node_modules/weather-widgets/dist/data')).sort(),
    );
    const assets = filesIn(join(built, 'assets'));
    expect(assets).toContainEqual(expect.stringMatching(/^worker-.*\.js$/));
    expect(assets.filter((file) => file.endsWith('.bin') || /^embedded-(world|weather|spatial)-/.test(file))).toEqual(
      [],
    );
    const pageCode = assets
      .filter((file) => file.endsWith('.js') && !/^worker-/.test(file))
      .map((file) => readFileSync(join(built, 'assets', file), 'utf8'));
    // Each copy of lit registers its version on globalThis.
    expect(pageCode.join('\n').match(/litHtmlVersions/g)).toHaveLength(1);
    expect(pageCode.join('\n').match(/litElementVersions/g)).toHaveLength(1);
  });

  it('renders Oslo, and choosing a place in the search changes the forecast, in a worker', async () => {
    const { page, problems, requests, workers } = await open('index.html');
    const forecast = page.locator('weather-forecast');
    await forecast.getByRole('heading', { name: 'Oslo' }).waitFor(LOADED);
    expect(await forecast.locator('[part="temperature"]').textContent()).toMatch(/^-?\d+\s?°C$/);
    await page.getByText('Weather, from the app').waitFor();

    await chooseInSearch(page, 'tokyo', 'Tokyo');
    expect(await forecast.getAttribute('lat')).toMatch(/^35\.6/);

    // The manifest, the engine and its weather model, a name chunk for Oslo and for what was typed, a
    // climate tile per place and, for Tokyo chosen by its coordinates, a spatial tile and the spatial
    // index, with their pages of hashes: a few of the world's hundreds of files, each once.
    // (How many of them have arrived by now depends on timing, hence a bound rather than a count.)
    const world = requests.filter((path) => path.startsWith('/weather-data/'));
    expect(world).toContainEqual(expect.stringMatching(/^\/weather-data\/world-[0-9a-f]{8}\.json$/));
    expect(world).toContainEqual(expect.stringMatching(/^\/weather-data\/embedded-world-[0-9a-f]{8}\.js$/));
    expect(world).toContainEqual(expect.stringMatching(/^\/weather-data\/embedded-weather-[0-9a-f]{8}\.js$/));
    expect(new Set(world).size).toBe(world.length);
    // Each chunk also brings the page of hashes it is checked against (pages shared by chunks are fetched once).
    const hashPages = world.filter((path) => /\/hashes-[0-9a-f]{8}\.bin$/.test(path));
    expect(world.length - hashPages.length).toBeLessThanOrEqual(10);
    expect(hashPages.length).toBeLessThanOrEqual(world.length - hashPages.length - 2);
    expect(workers).toEqual([expect.stringMatching(/^\/assets\/worker-.*\.js$/)]);
    // The main-thread service is a chunk of its own, which a page with a worker never loads.
    expect(requests.filter((path) => path.includes('/assets/service-host-'))).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("serves the world's folder from the package in vite's dev server, and nothing else through it", async () => {
    const server = await createServer({
      root: app,
      configFile: join(app, 'vite.config.js'),
      cacheDir: join(app, '.vite-dev'),
      logLevel: 'warn',
      server: { port: 0, host: '127.0.0.1' },
    });
    await server.listen();
    try {
      const base = server.resolvedUrls!.local[0]!;
      const manifest = filesIn(join(app, 'node_modules/weather-widgets/dist/data')).find((name) =>
        /^world-[0-9a-f]{8}\.json$/.test(name),
      )!;
      const answer = await fetch(new URL(`weather-data/${manifest}`, base));
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('application/json');
      expect(await answer.text()).toBe(
        readFileSync(join(app, 'node_modules/weather-widgets/dist/data', manifest), 'utf8'),
      );
      // A name outside the folder is not the plugin's: Vite answers it as any other path.
      const outside = await fetch(new URL('weather-data/..%2Fpackage.json', base));
      expect(await outside.text()).not.toContain('"weather-widgets"');
    } finally {
      await server.close();
    }
  });

  it('runs the service on the main thread, from its own chunk, on a page that forbids workers', async () => {
    const { page, problems, requests } = await open('no-worker.html');
    await page.locator('weather-forecast').getByRole('heading', { name: 'Oslo' }).waitFor(LOADED);
    expect(requests.filter((path) => path.includes('/assets/main-thread-'))).toHaveLength(1);
    expect(problems.filter((text) => text.includes('running on the main thread'))).toHaveLength(1);
    await page.close();
  });

  it('reads the world and the engine from the folder that configure({ dataUrl }) names instead', async () => {
    const { page, problems, requests } = await open('self-hosted.html');
    await page.locator('weather-forecast').getByRole('heading', { name: 'Oslo' }).waitFor(LOADED);
    const world = requests.filter((path) => /\/(world|names|climate|embedded-world)-/.test(path));
    expect(world.length).toBeGreaterThanOrEqual(4);
    for (const path of world) expect(path).toMatch(/^\/static\/weather\//);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('registers only <weather-forecast> from weather-widgets/forecast', async () => {
    const { page, problems } = await open('forecast.html');
    await page.locator('weather-forecast').getByRole('heading', { name: 'Oslo' }).waitFor(LOADED);
    expect(
      await page.evaluate(() =>
        ['weather-forecast', 'weather-search'].map((name) => customElements.get(name) !== undefined),
      ),
    ).toEqual([true, false]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
