// `npm run build`: the script-tag bundle (dist/weather-widgets.js), the Node entries of the
// package (dist/service.js, dist/server.js), the packed data beside them (dist/data/), and type
// declarations (dist/types/).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { EMBEDDED_ASSETS, type AssetName } from '../sources/embedded/assets.ts';
import type { EmbeddedFiles } from '../sources/embedded/embedded-files.ts';
import { formatReport, overBudget, reportScript } from './script-report.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');

/** One Vite build of the project into dist/, beside the others (none empties it). */
async function buildIntoDist(config: InlineConfig): Promise<void> {
  await build({ ...config, root, configFile: false, logLevel: 'warn', build: { ...config.build, outDir: dist, emptyOutDir: false } });
}

/** `name-1a2b3c4d.ext`: a name that changes with the bytes, so the file may be cached for a year. */
function contentHashedName(path: string, name: string): string {
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 8);
  return name.replace(/(\.\w+)$/, `-${hash}$1`);
}

// The embedded world in dist/data/: its packed data and its engine, each named by its content.
async function buildEmbeddedWorld(): Promise<EmbeddedFiles> {
  const data = resolve(dist, 'data');
  mkdirSync(data, { recursive: true });
  const files = {} as Record<AssetName, string>;
  for (const [name, file] of Object.entries(EMBEDDED_ASSETS) as [AssetName, string][]) {
    files[name] = contentHashedName(resolve(root, '.data', file), file);
    copyFileSync(resolve(root, '.data', file), resolve(data, files[name]));
  }
  await buildIntoDist({
    build: {
      target: 'es2022',
      lib: { entry: resolve(root, 'src/sources/embedded/embedded-source.ts'), formats: ['es'], fileName: () => 'data/embedded-world.js' },
      rollupOptions: { output: { minify: true } },
    },
  });
  const engine = contentHashedName(resolve(data, 'embedded-world.js'), 'embedded-world.js');
  renameSync(resolve(data, 'embedded-world.js'), resolve(data, engine));
  return { ...files, engine };
}

/** What the code built into dist/ knows of the embedded world's files: their names. */
const embeddedFilesDefine = (files: EmbeddedFiles) => ({ __WEATHER_WIDGETS_EMBEDDED_FILES__: JSON.stringify(files) });

// The browser builds import the engine from the data folder instead of bundling it.
const engineFromDataFolder = { find: /^\.\/load-embedded-engine\.ts$/, replacement: resolve(root, 'src/worker/load-embedded-engine.file.ts') };

async function buildNodeEntries(world: EmbeddedFiles): Promise<void> {
  await buildIntoDist({
    define: embeddedFilesDefine(world),
    build: {
      // An SSR build targets Node and leaves the package's dependencies as imports.
      ssr: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: { service: resolve(root, 'src/node/service.ts'), server: resolve(root, 'src/node/server.ts') },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          // Chunks stay beside the entries: the service finds its data at ./data/ from its own URL.
          chunkFileNames: '[name]-[hash].js',
        },
      },
    },
  });
}

// One classic script, worker inlined as a blob: it must start from a CDN on another origin.
async function buildScriptTag(world: EmbeddedFiles): Promise<void> {
  await buildIntoDist({
    worker: { format: 'iife' },
    // A classic script has no import.meta: its URL is the script tag's, read while it runs.
    define: { ...embeddedFilesDefine(world), 'import.meta.url': 'scriptUrl' },
    // The main-thread fallback is a file beside the script, not a second copy of the service in it.
    resolve: {
      alias: [engineFromDataFolder, { find: /^\.\/load-main-thread-host\.ts$/, replacement: resolve(root, 'src/worker/load-main-thread-host.script.ts') }],
    },
    build: {
      target: 'es2022',
      lib: { entry: resolve(root, 'src/script-tag.ts'), formats: ['iife'], name: 'WeatherWidgetsBundle', fileName: () => 'weather-widgets.js' },
      rollupOptions: {
        output: { intro: 'var scriptUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;' },
      },
    },
  });
}

// The service for pages whose CSP forbids blob: workers, loaded by the script only for them.
async function buildMainThreadModule(world: EmbeddedFiles): Promise<void> {
  await buildIntoDist({
    define: embeddedFilesDefine(world),
    resolve: { alias: [engineFromDataFolder] },
    build: {
      target: 'es2022',
      lib: { entry: resolve(root, 'src/worker/service-host.ts'), formats: ['es'], fileName: () => 'weather-widgets-main-thread.js' },
      // A library's ES output keeps its whitespace for the app bundler that tree-shakes it next;
      // this file goes to browsers as it is, so minify it fully.
      rollupOptions: { output: { minify: true } },
    },
  });
}

function emitDeclarations(): void {
  const tsc = resolve(root, 'node_modules/.bin/tsc');
  execFileSync(tsc, [
    '--ignoreConfig', '--declaration', '--emitDeclarationOnly', '--outDir', resolve(dist, 'types'), '--rootDir', resolve(root, 'src'),
    '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--allowImportingTsExtensions',
    '--rewriteRelativeImportExtensions', '--skipLibCheck', '--strict', '--types', 'node', '--lib', 'es2023,dom',
    resolve(root, 'src/node/service.ts'), resolve(root, 'src/node/server.ts'),
  ], { stdio: 'inherit' });
}

// Editors and catalogues read the elements' API from here (documented by their JSDoc).
function emitCustomElementsManifest(): void {
  const cem = resolve(root, 'node_modules/.bin/cem');
  execFileSync(cem, ['analyze', '--config', resolve(root, 'src/build/custom-elements.config.mjs')], { cwd: root, stdio: 'inherit' });
}

rmSync(dist, { recursive: true, force: true });
const world = await buildEmbeddedWorld();
await buildScriptTag(world);
await buildMainThreadModule(world);
await buildNodeEntries(world);
emitDeclarations();
emitCustomElementsManifest();
console.log(`build: dist/weather-widgets.js, dist/weather-widgets-main-thread.js, dist/service.js, dist/server.js, dist/data/ (${Object.values(world).join(', ')}), dist/types/, dist/custom-elements.json`);
const report = reportScript(dist);
console.log(formatReport(report));
if (overBudget(report).length > 0) {
  console.error('build: failed, a size budget is exceeded (see above)');
  process.exitCode = 1;
}
