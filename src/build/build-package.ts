// `npm run build`: the script-tag bundle (dist/weather-widgets.js), the ES modules of the npm
// package for app bundlers (dist/index.js, forecast.js, search.js, worker.js), its Node entries
// (dist/service.js, dist/server.js), the packed data beside them (dist/data/), and type
// declarations (dist/types/).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { WORLD_MANIFEST } from '../sources/embedded/assets.ts';
import { parseWorldManifest, worldFiles } from '../sources/embedded/world/world-manifest.ts';
import { shippedFiles } from './world/shipped-files.ts';
import { hashPages } from './world/hash-pages.ts';
import { encodeNameRoutes } from '../targets/script-tag/name-routes.ts';
import type { EmbeddedFiles } from '../sources/embedded/embedded-files.ts';
import type { ScriptFiles } from '../integrity/script-files.ts';
import { checkNoPlaceholders, literalUrls } from './literal-urls.ts';
import { buildClassicScript } from './classic-script.ts';
import {
  CLIMATE_MODULE_ENTRY,
  climateModuleConfig,
  scriptLit,
  climateWordsTable,
  writeClimateWords,
  type ClimateWordsFiles,
} from './climate-module-build.ts';
import { messageFilesTable, writeMessageFiles, type MessageFile } from './message-files.ts';
import { minifyCssLiterals } from './minify-css-literals.ts';
import { API_SIZE_FILE, formatReport, INTEGRITY_FILE, overBudget, reportScript } from './script-report.ts';
import { thirdPartyLicenses } from './third-party-licenses.ts';
import { writeElementTypes } from './element-types.ts';
import { OPENAPI_FILE, writeOpenApiFile } from './openapi-file.ts';
import { writeTestingModule } from './testing-module.ts';

const root = resolve(import.meta.dirname, '../..');
const dist = resolve(root, 'dist');

/** One Vite build of the project into dist/, beside the others (none empties it). */
async function buildIntoDist(config: InlineConfig): Promise<void> {
  await build({
    ...config,
    plugins: [...(config.plugins ?? []), thirdPartyLicenses(dist, resolve(root, 'data', 'README.md'))],
    root,
    configFile: false,
    logLevel: 'warn',
    build: { ...config.build, outDir: dist, emptyOutDir: false },
  });
}

/** `name-1a2b3c4d.ext`: a name that changes with the bytes, so the file may be cached for a year. */
function contentHashedName(path: string, name: string): string {
  const hash = createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 8);
  return name.replace(/(\.\w+)$/, `-${hash}$1`);
}

/** A file's Subresource Integrity, as a page's `integrity` and the code's own checks read it. */
const integrityOf = (path: string) => `sha256-${createHash('sha256').update(readFileSync(path)).digest('base64')}`;

// A module that browsers get as it is (minified), built from `entry` with `config` into
// `folder` of dist/ and named by its content.
async function buildBrowserModule(
  entry: string,
  folder: string,
  name: string,
  config: InlineConfig = {},
  format: 'es' | 'iife' = 'es',
): Promise<string> {
  await buildIntoDist({
    ...config,
    build: {
      target: 'es2022',
      lib: {
        entry: resolve(root, entry),
        formats: [format],
        name: 'WeatherWidgets',
        fileName: () => `${folder}${name}`,
      },
      // A library's ES output keeps its whitespace for the app bundler that tree-shakes it next;
      // these files go to browsers as they are, so minify them fully.
      rolldownOptions: { output: { minify: true } },
    },
  });
  const hashed = contentHashedName(resolve(dist, folder, name), name);
  renameSync(resolve(dist, folder, name), resolve(dist, folder, hashed));
  return hashed;
}

// The chunks' SHA-256 in pages (see chunk-hashes.ts), written beside them; the pages' own hashes
// for the manifest.
function writeHashPages(data: string, chunks: readonly string[]): { pages: string[] } {
  const pages = hashPages(chunks.map((file) => readFileSync(resolve(data, file))));
  for (const page of pages) writeFileSync(resolve(data, page.file), page.bytes);
  return { pages: pages.map((page) => page.hash) };
}

// The data folder: the embedded world's manifest, the chunks it names, their pages of hashes and
// its engine, and each HTTP source's module (the script tag's only), each named by its content
// (the chunks already are; the whole gazetteer and climate grid stay in .data/), with the
// integrity of each file the code names.
async function buildDataFolder(): Promise<EmbeddedFiles> {
  const data = resolve(dist, 'data');
  mkdirSync(data, { recursive: true });
  const manifestPath = resolve(root, '.data', WORLD_MANIFEST);
  const chunks = worldFiles(parseWorldManifest(readFileSync(manifestPath)));
  for (const file of shippedFiles(resolve(root, '.data'), parseWorldManifest(readFileSync(manifestPath))))
    copyFileSync(resolve(root, '.data', file), resolve(data, file));
  const manifestJson = {
    ...(JSON.parse(readFileSync(manifestPath, 'utf8')) as object),
    integrity: writeHashPages(data, chunks),
  };
  writeFileSync(resolve(data, 'world.json'), JSON.stringify(manifestJson));
  const manifest = contentHashedName(resolve(data, 'world.json'), 'world.json');
  renameSync(resolve(data, 'world.json'), resolve(data, manifest));
  // The engine (what a search runs), and the parts it loads: the weather model beside it, the
  // spatial index only for a coordinate.
  const engine = await buildBrowserModule('src/sources/embedded/embedded-engine.ts', 'data/', 'embedded-world.js');
  const model = await buildBrowserModule('src/sources/embedded/embedded-model.ts', 'data/', 'embedded-weather.js');
  const spatial = await buildBrowserModule('src/sources/embedded/embedded-spatial.ts', 'data/', 'embedded-spatial.js');
  // One module per HTTP source, so that a site reads only its own source's code.
  const contract = await buildBrowserModule('src/sources/contract-source-module.ts', 'data/', 'contract-source.js');
  const openMeteo = await buildBrowserModule(
    'src/sources/open-meteo-source-module.ts',
    'data/',
    'open-meteo-source.js',
  );
  const sha256 = await buildBrowserModule('src/integrity/noble-sha256.ts', 'data/', 'sha256.js');
  const modules = [engine, model, spatial, contract, openMeteo, sha256];
  return {
    manifest,
    engine,
    model,
    spatial,
    contract,
    openMeteo,
    sha256,
    integrity: pinned(data, [manifest, ...modules]),
  };
}

/** The integrity of each of `files` in `folder`, by name. */
const pinned = (folder: string, files: string[]): Record<string, string> =>
  Object.fromEntries(files.map((file) => [file, integrityOf(resolve(folder, file))]));

/** What the code built into dist/ knows of the embedded world's files: their names. */
const embeddedFilesDefine = (files: EmbeddedFiles) => ({ __WEATHER_WIDGETS_EMBEDDED_FILES__: JSON.stringify(files) });

/** The same without the SHA-256 module, which only the service (the worker, the main-thread module) loads. */
function withoutSha256({ sha256, integrity, ...files }: EmbeddedFiles): EmbeddedFiles {
  if (integrity === undefined) return files;
  return { ...files, integrity: Object.fromEntries(Object.entries(integrity).filter(([file]) => file !== sha256)) };
}

// The npm package's dependencies stay imports in its ES modules: the app's bundler resolves them,
// so an app that uses lit itself has one lit, shared with the widgets.
const packageJson = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const isDependency = (id: string) =>
  Object.keys(packageJson.dependencies).some((name) => id === name || id.startsWith(`${name}/`));

/** The ES modules an app's bundler builds (`weather-widgets`, `/forecast`, `/search`, `/climate`, `/api`), their module worker and their chunks. */
async function buildModules(world: EmbeddedFiles): Promise<void> {
  // index.js is written below, not bundled: as a third entry it would move each element's
  // registration into a chunk shared with it, and `sideEffects` would have to name hashed chunks.
  const entries = {
    forecast: 'src/entries/forecast.ts',
    search: 'src/entries/search.ts',
    climate: 'src/entries/climate.ts',
    api: 'src/entries/api.ts',
    worker: 'src/targets/npm/worker.ts',
  };
  await buildIntoDist({
    define: embeddedFilesDefine(world),
    plugins: [literalUrls('worker.js')],
    build: {
      target: 'es2022',
      // The app's bundler minifies; readable code in node_modules is easier to debug.
      minify: false,
      lib: {
        entry: Object.fromEntries(Object.entries(entries).map(([name, path]) => [name, resolve(root, path)])),
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: {
        external: isDependency,
        // The chunk the entries share is named for what a reader looks for in it, not for its first helper.
        output: {
          chunkFileNames: (chunk) =>
            `chunks/${chunk.moduleIds.some((id) => id.endsWith('/src/page-client/page-api.ts')) ? 'page-api' : '[name]'}-[hash].js`,
        },
      },
    },
  });
  writeFileSync(
    resolve(dist, 'index.js'),
    `// weather-widgets: registers both elements; exports them, their event and the page API.\nexport * from './forecast.js';\nexport * from './search.js';\n`,
  );
  checkNoPlaceholders(dist);
}

// --- weather-widgets/react ------------------------------------------------------------------
// The React components (dist/react.js), beside the element modules they import in an effect: those
// stay imports of ./forecast.js, ./search.js and ./climate.js, and react one of the app's. 'use client' on top:
// the components hold state and effects, which a framework of server components (Next.js) runs
// in the browser only when the module says so.
const REACT_ENTRY = 'src/react/index.ts';
const REACT_IMPORTS_ELEMENTS: Readonly<Record<string, string>> = {
  [resolve(root, 'src/entries/forecast.ts')]: './forecast.js',
  [resolve(root, 'src/entries/search.ts')]: './search.js',
  [resolve(root, 'src/entries/climate.ts')]: './climate.js',
};

async function buildReactEntry(): Promise<void> {
  const elementModule = (id: string, importer?: string) =>
    REACT_IMPORTS_ELEMENTS[importer && id.startsWith('.') ? resolve(dirname(importer), id) : id];
  await buildIntoDist({
    build: {
      target: 'es2022',
      minify: false,
      lib: { entry: { react: resolve(root, REACT_ENTRY) }, formats: ['es'], fileName: (_format, name) => `${name}.js` },
      rolldownOptions: {
        external: (id, importer) =>
          isDependency(id) || id === 'react' || id.startsWith('react/') || elementModule(id, importer) !== undefined,
        output: { banner: "'use client';", paths: (id) => elementModule(id) ?? id },
      },
    },
  });
}

// Each framework's types of the elements and the editors' data, made from custom-elements.json.
const writeFrameworkTypes = () =>
  writeElementTypes(
    dist,
    JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { name: string; version: string },
  );
// ----------------------------------------------------------------------------------------------

// What weather-widgets/api costs an app's page: dist/api.js built as an app's bundler builds it
// (minified, its dependencies bundled), the code a page loads before its first request, that is
// without the chunks it imports only when needed (the main-thread service) and the worker.
async function measureApiEntry(): Promise<number> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: resolve(dist, 'api.js'), formats: ['es'], fileName: () => 'api.js' },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => ('output' in output ? output.output : []))
    .flatMap((file) => (file.type === 'chunk' ? [file] : []));
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  const load = (name: string): void => {
    if (loaded.has(name)) return;
    loaded.add(name);
    for (const imported of byName.get(name)?.imports ?? []) load(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) load(chunk.fileName);
  return [...loaded].reduce((sum, name) => sum + gzipSync(byName.get(name)!.code).length, 0);
}

// The entries of test and build tools, which CommonJS projects load too (`npm init -y` makes one):
// Playwright compiles their specs' imports to require(), and webpack.config.js is often CommonJS,
// where an export with only an `import` condition is refused. They read nothing of the bundled
// world and import only their tool (@playwright/test), left a require.
const NODE_ENTRIES_FOR_REQUIRE = {
  testing: resolve(root, 'src/testing/index.ts'),
  vite: resolve(root, 'src/bundlers/vite-plugin.ts'),
  webpack: resolve(root, 'src/bundlers/webpack-plugin.ts'),
};

// The hook weather-widgets/testing adds to a page, as a script's text: the page's own bundles carry
// none of it.
const testingHookDefine = async () => ({
  __WEATHER_WIDGETS_TESTING_HOOK__: JSON.stringify(await buildClassicScript(root, 'src/testing/page-hook/install.ts')),
});

async function buildNodeEntries(world: EmbeddedFiles): Promise<void> {
  await buildIntoDist({
    define: { ...embeddedFilesDefine(world), ...(await testingHookDefine()) },
    build: {
      // An SSR build targets Node and leaves the package's dependencies as imports.
      ssr: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: {
          service: resolve(root, 'src/node/service.ts'),
          server: resolve(root, 'src/node/server.ts'),
          // The testing entry's ES module is its CommonJS build, re-exported (writeTestingModule).
          vite: NODE_ENTRIES_FOR_REQUIRE.vite,
          webpack: NODE_ENTRIES_FOR_REQUIRE.webpack,
        },
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

async function buildEntriesForRequire(): Promise<void> {
  await buildIntoDist({
    define: await testingHookDefine(),
    build: {
      ssr: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: NODE_ENTRIES_FOR_REQUIRE,
        output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' },
      },
    },
  });
}

// ---- The `weather-widgets` command (package.json `bin`: dist/bin.js) ----------------------
// `weather-widgets copy-data <dir>` for frameworks that serve a public/ folder. Beside the
// plugins in dist/, so that it finds the world at ./data/ from its own URL as they do.
async function buildCommand(): Promise<void> {
  await buildIntoDist({
    build: {
      ssr: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: { bin: resolve(root, 'src/bundlers/bin.ts') },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: '[name]-[hash].js',
          banner: '#!/usr/bin/env node',
        },
      },
    },
  });
}
// ---- end of the command's block ------------------------------------------------------------

// The search's own script starts no forecast, so it carries no routes to a place's name chunk.
const SEARCH_SCRIPT = 'weather-widgets-search.js';

/** Each classic script for site owners: its entry and its file in dist/. */
const SCRIPT_TAGS = [
  ['src/targets/script-tag/page.ts', 'weather-widgets.js'],
  ['src/targets/script-tag/page-forecast.ts', 'weather-widgets-forecast.js'],
  ['src/targets/script-tag/page-search.ts', SEARCH_SCRIPT],
  ['src/targets/script-tag/page-climate.ts', 'weather-widgets-climate.js'],
] as const;

/**
 * The routing of names (targets/script-tag/name-routes.ts) of `world`, built in dist/data/, for
 * the scripts' page code; for none, `undefined`, so that the minifier drops the code that reads it.
 */
const nameRoutesDefine = (world: EmbeddedFiles | undefined) => ({
  __WEATHER_WIDGETS_NAME_ROUTES__:
    world === undefined
      ? 'undefined'
      : JSON.stringify(encodeNameRoutes(parseWorldManifest(readFileSync(resolve(dist, 'data', world.manifest))))),
});

// One classic script. Its entry passes the loaders of the files beside it (targets/script-tag/page-api.ts,
// and targets/script-tag/worker.ts in the worker's code beside it). It carries the name and integrity
// of every file it loads: its page code those beside it (the worker's code among them) and, in a
// table of their own, the languages' messages; the worker those of the data folder's (`world`).
async function buildScriptTag(
  world: EmbeddedFiles,
  besideScript: ScriptFiles,
  messageFiles: Readonly<Record<string, MessageFile>>,
  climateWords: ClimateWordsFiles,
  entry: string,
  fileName: string,
  bootstrap: string,
): Promise<void> {
  await buildIntoDist({
    // The climate's words' table is read by the climate's own script alone.
    plugins: [messageFilesTable(messageFiles), climateWordsTable(climateWords), minifyCssLiterals()],
    // A classic script has no import.meta: its URL is the script tag's, read while it runs.
    define: {
      ...embeddedFilesDefine(withoutSha256(world)),
      __WEATHER_WIDGETS_SCRIPT_FILES__: JSON.stringify(besideScript),
      __WEATHER_WIDGETS_BOOTSTRAP__: JSON.stringify(bootstrap),
      ...nameRoutesDefine(fileName === SEARCH_SCRIPT ? undefined : world),
      'import.meta.url': 'scriptUrl',
    },
    build: {
      target: 'es2022',
      lib: {
        entry: resolve(root, entry),
        formats: ['iife'],
        name: 'WeatherWidgetsBundle',
        fileName: () => fileName,
      },
      rolldownOptions: {
        output: {
          // V8's explicit compile hint: compile every function while the script streams in, on a
          // background thread. Lazily, each function that the load runs (Lit's, the elements')
          // was compiled on the host page's main thread, inside the script's own task.
          postBanner: '//# allFunctionsCalledOnLoad',
          intro:
            'var scriptUrl = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : location.href;',
        },
      },
    },
  });
}

// The modules beside the script, each named by its content and pinned in the script: the service
// for pages whose CSP forbids blob: workers, loaded only for them, the UV and moon facts'
// words in five languages and the moon's drawing, loaded only for a forecast that shows them, and
// the search's interaction.
async function buildModulesBesideScript(world: EmbeddedFiles, climateWords: ClimateWordsFiles): Promise<ScriptFiles> {
  const mainThread = await buildBrowserModule(
    'src/targets/script-tag/main-thread.ts',
    '',
    'weather-widgets-main-thread.js',
    { define: embeddedFilesDefine(world) },
  );
  const details = await buildBrowserModule(
    'src/components/weather-forecast/detail-module.ts',
    '',
    'weather-widgets-details.js',
  );
  // The search's interaction (keys, requests, options, the status line's words, with the script's
  // Lit): a page fetches it only once a visitor turns to a search.
  const search = await buildBrowserModule(
    'src/components/weather-search/search-module.ts',
    '',
    'weather-widgets-search.js',
    {
      plugins: [scriptLit("the search's module")],
    },
  );
  // The climate chart (its element, drawing, English words and styles, with the script's Lit): a
  // page fetches it only once it has a <weather-climate>.
  const climate = await buildBrowserModule(
    CLIMATE_MODULE_ENTRY,
    '',
    'weather-widgets-climate.js',
    climateModuleConfig(climateWords),
  );
  // The worker's code, a classic script that its bootstrap runs with importScripts (see
  // targets/script-tag/worker-bootstrap-core.ts): a page whose widgets never ask never downloads it.
  const worker = await buildBrowserModule(
    'src/targets/script-tag/worker.ts',
    '',
    'weather-widgets-worker.js',
    { define: embeddedFilesDefine(world) },
    'iife',
  );
  return {
    mainThread,
    details,
    search,
    climate,
    worker,
    integrity: pinned(dist, [mainThread, details, search, climate, worker]),
  };
}

function emitDeclarations(): void {
  const tsc = resolve(root, 'node_modules/.bin/tsc');
  const types = resolve(dist, 'types');
  execFileSync(
    tsc,
    [
      '--ignoreConfig',
      '--declaration',
      '--emitDeclarationOnly',
      '--outDir',
      types,
      '--rootDir',
      resolve(root, 'src'),
      '--target',
      'es2022',
      '--module',
      'esnext',
      '--moduleResolution',
      'bundler',
      '--allowImportingTsExtensions',
      '--rewriteRelativeImportExtensions',
      '--skipLibCheck',
      '--strict',
      '--types',
      'node,vite/client',
      '--lib',
      'es2023,dom,dom.iterable,webworker',
      // The elements' decorators, as the project's tsconfig compiles them.
      '--experimentalDecorators',
      '--useDefineForClassFields',
      'false',
      ...[
        'src/node/service.ts',
        'src/node/server.ts',
        'src/testing/index.ts',
        'src/bundlers/vite-plugin.ts',
        'src/bundlers/webpack-plugin.ts',
        'src/entries/index.ts',
        'src/entries/forecast.ts',
        'src/entries/search.ts',
        'src/entries/climate.ts',
        'src/entries/api.ts',
        REACT_ENTRY,
      ].map((path) => resolve(root, path)),
    ],
    { stdio: 'inherit' },
  );
  // tsc keeps the sources' `.ts` in the declarations' imports: name the `.d.ts` files' `.js`
  // twins instead, which every moduleResolution of a consumer resolves.
  for (const file of readdirSync(types, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.d.ts'),
  )) {
    const path = resolve(types, file);
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace(/((?:from|import\()\s*['"]\.{1,2}\/[^'"]+)\.ts(['"])/g, '$1.js$2'),
    );
  }
}

// Editors and catalogues read the elements' API from here (documented by their JSDoc).
function emitCustomElementsManifest(): void {
  const cem = resolve(root, 'node_modules/.bin/cem');
  execFileSync(cem, ['analyze', '--config', resolve(root, 'src/build/custom-elements.config.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}

rmSync(dist, { recursive: true, force: true });
const world = await buildDataFolder();
const messageFiles = writeMessageFiles(resolve(root, 'src/i18n/messages'), dist);
const climateWords = writeClimateWords(root, dist);
const besideScript = await buildModulesBesideScript(world, climateWords);
const bootstrap = await buildClassicScript(root, 'src/targets/script-tag/worker-bootstrap.ts');
// Both elements, and each alone for a page that has only it (the same files beside them).
for (const [entry, fileName] of SCRIPT_TAGS)
  await buildScriptTag(world, besideScript, messageFiles, climateWords, entry, fileName, bootstrap);
await buildModules(world);
writeFileSync(resolve(dist, API_SIZE_FILE), `${await measureApiEntry()}\n`);
await buildNodeEntries(world);
await buildEntriesForRequire();
writeTestingModule(dist);
await buildCommand();
await buildReactEntry();
await writeOpenApiFile(dist, resolve(root, '.data'));
emitDeclarations();
emitCustomElementsManifest();
writeFrameworkTypes();
console.log(
  `build: dist/weather-widgets.js (and -forecast.js, -search.js, -climate.js), dist/${besideScript.worker}, dist/${besideScript.mainThread}, dist/${besideScript.details}, dist/index.js, forecast.js, search.js, api.js, react.js, worker.js, bin.js, chunks/, dist/service.js, dist/server.js, dist/testing, vite and webpack (.js and .cjs), dist/messages/ (${Object.keys(messageFiles).length} languages), dist/data/ (${world.manifest}, ${world.engine} with ${world.model} and ${world.spatial}, ${world.contract}, ${world.openMeteo} and the chunks the manifest names), dist/types/, dist/custom-elements.json, dist/${OPENAPI_FILE}`,
);
const report = reportScript(dist);
// What a site owner pins the script tag with (README.md, docs/hosting-on-a-cdn.md); the sizes
// are the generated docs/sizes.md's (`npm run docs`).
writeFileSync(resolve(dist, INTEGRITY_FILE), `${report.integrity}\n`);
console.log(formatReport(report));
if (overBudget(report).length > 0) {
  console.error('build: failed, a size budget is exceeded (see above)');
  process.exitCode = 1;
}
