// The npm package in a webpack 5 app, as docs/npm-package.md promises: `import 'weather-widgets'`
// and no configuration beyond an entry and the package's plugin; webpack builds the widgets'
// worker from its `new Worker(new URL('./worker.js', import.meta.url), { type: 'module' })`, and
// the plugin emits the embedded world's folder at weather-data/ of the output, with no copy step.
// The plugin is required as a CommonJS webpack.config.js would. Needs `npm run build` first
// (npm test runs it), and the npm cache that `npm ci` filled: the install is offline.
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpack from 'webpack';
import { chooseInSearch, installPackedApp, LOADED, serveApp, type ServedApp, openAppPage } from './packed-app.ts';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>webpack app</title><script defer src="/main.js"></script></head>
<body><weather-search for="f"></weather-search><weather-forecast id="f" place="Oslo" locale="en-GB"></weather-forecast></body></html>
`;

// The repository's own webpack builds the app, as a developer's `webpack --mode production` would.
function bundle(app: string, outputPath: string): Promise<webpack.Stats> {
  const { WeatherWidgetsPlugin } = createRequire(join(app, 'package.json'))(
    'weather-widgets/webpack',
  ) as typeof import('../../src/bundlers/webpack-plugin.ts');
  const config: webpack.Configuration = {
    mode: 'production',
    context: app,
    entry: './src/main.js',
    output: { path: outputPath, publicPath: '/' },
    performance: { hints: false },
    plugins: [new WeatherWidgetsPlugin()],
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('webpack gave no stats'));
      else resolve(stats);
    });
  });
}

describe('the npm package in a webpack 5 app', () => {
  const folder = mkdtempSync(join(tmpdir(), 'weather-widgets-webpack-'));
  const app = join(folder, 'app');
  const built = join(app, 'dist');
  let stats: webpack.Stats;
  let served: ServedApp | undefined;

  beforeAll(async () => {
    installPackedApp(app, { 'src/main.js': "import 'weather-widgets';\n" });
    stats = await bundle(app, built);
    writeFileSync(join(built, 'index.html'), PAGE);
    served = await serveApp(built, folder);
  }, 600_000);

  afterAll(() => served?.close());

  it('builds with the plugin and no other configuration, without errors or warnings, the worker a file of its own and the world beside', () => {
    const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
    expect(errors ?? []).toEqual([]);
    expect(warnings ?? []).toEqual([]);
    const scripts = readdirSync(built).filter((file) => file.endsWith('.js'));
    expect(scripts).toContain('main.js');
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(readdirSync(join(built, 'weather-data')).sort()).toEqual(
      readdirSync(join(app, 'node_modules/weather-widgets/dist/data')).sort(),
    );
    // As the package has them, byte for byte: the widgets refuse a module or manifest whose hash
    // is not the one they pin (a production build's minifier once rewrote the engine).
    const changed = readdirSync(join(built, 'weather-data')).filter(
      (name) =>
        !name.endsWith('.bin') &&
        !readFileSync(join(built, 'weather-data', name)).equals(
          readFileSync(join(app, 'node_modules/weather-widgets/dist/data', name)),
        ),
    );
    expect(changed).toEqual([]);
  });

  it('renders Oslo in a worker of the app, and choosing Tokyo in the search changes the forecast', async () => {
    const { page, problems, requests, workers } = await openAppPage(
      served!.browser,
      new URL('index.html', served!.url).href,
    );
    const forecast = page.locator('weather-forecast');
    await forecast.getByRole('heading', { name: 'Oslo' }).waitFor(LOADED);
    expect(await forecast.locator('[part="temperature"]').textContent()).toMatch(/^-?\d+\s?°C$/);
    await chooseInSearch(page, 'tokyo', 'Tokyo');

    // The worker is a script webpack wrote into the app's build.
    expect(workers).toHaveLength(1);
    expect(readdirSync(built)).toContain(workers[0]!.replace(/^\//, ''));
    expect(requests.filter((path) => path.startsWith('/weather-data/'))).toContainEqual(
      expect.stringMatching(/^\/weather-data\/world-[0-9a-f]{8}\.json$/),
    );
    expect(problems).toEqual([]);
    await page.close();
  });
});
