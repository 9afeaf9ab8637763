// @custom-elements-manifest/analyzer configuration: `npm run build` writes dist/custom-elements.json
// from the elements' JSDoc (@summary, @attr, @fires, @csspart, @cssprop). A config file rather
// than flags, because only here can the analyzer be told not to edit package.json.

// Where each analysed source ends up in the package: the module a user imports to get it.
const DIST_MODULES = {
  'src/components/define-forecast.ts': 'dist/forecast.js',
  'src/components/weather-forecast/weather-forecast.ts': 'dist/forecast.js',
  'src/components/define-search.ts': 'dist/search.js',
  'src/components/weather-search/weather-search.ts': 'dist/search.js',
  'src/components/shared/place-select-event.ts': 'dist/search.js',
  // The forecast's and the climate's base class: read for the attributes they inherit.
  'src/components/shared/placed-element.ts': 'dist/forecast.js',
  'src/components/weather-climate/weather-climate.ts': 'dist/climate.js',
  'src/components/weather-climate/climate-module.ts': 'dist/climate.js',
};
// Classes the manifest describes for what the elements inherit from them, which no entry exports.
const NOT_EXPORTED = new Set(['PlacedElement']);
// What dist/index.js re-exports: the forecast and the search (the climate is an entry of its own).
const IN_INDEX = new Set(['dist/forecast.js', 'dist/search.js']);

function distModule(path) {
  const module = DIST_MODULES[path.replace(/^\//, '')];
  if (!module) throw new Error(`custom-elements.config.mjs: ${path} is analysed but not mapped to a dist module`);
  return module;
}

// Rewrites every module reference (exports, superclasses) to the package's files. The analyzer
// gives a built-in superclass (Event) the subclass's own module; the schema's name for it is `global:`.
function rewriteModules(value, key) {
  if (Array.isArray(value)) return value.map((item) => rewriteModules(item));
  if (value === null || typeof value !== 'object')
    return key === 'module' && typeof value === 'string' ? distModule(value) : value;
  if (key === 'superclass' && typeof value.module === 'string' && value.name in globalThis)
    return { name: value.name, package: 'global:' };
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, rewriteModules(item, name)]));
}

/**
 * The analyzer names the sources; editors and catalogues should find the files a user imports:
 * dist/forecast.js, dist/search.js and dist/climate.js (each registers its element and exports its
 * class), and dist/index.js, which re-exports the first two.
 */
const packageModules = {
  name: 'weather-widgets:package-modules',
  packageLinkPhase({ customElementsManifest }) {
    const merged = new Map();
    for (const module of rewriteModules(customElementsManifest.modules)) {
      const path = distModule(module.path);
      const target = merged.get(path) ?? { kind: 'javascript-module', path, declarations: [], exports: [] };
      // A base class is no element of its own: it has no tag.
      target.declarations.push(
        ...(module.declarations ?? []).map(({ customElement, ...declaration }) =>
          NOT_EXPORTED.has(declaration.name) ? declaration : { ...declaration, customElement },
        ),
      );
      for (const entry of module.exports ?? []) {
        if (NOT_EXPORTED.has(entry.name)) continue;
        if (!target.exports.some((known) => known.kind === entry.kind && known.name === entry.name))
          target.exports.push(entry);
      }
      merged.set(path, target);
    }
    const index = {
      kind: 'javascript-module',
      path: 'dist/index.js',
      declarations: [],
      exports: [...merged.values()].filter((module) => IN_INDEX.has(module.path)).flatMap((module) => module.exports),
    };
    customElementsManifest.modules = [...merged.values(), index];
  },
};

export default {
  // The public surface only: the elements, their registration, and the event they fire.
  globs: [
    'src/components/define-*.ts',
    'src/components/weather-*/weather-*.ts',
    'src/components/shared/place-select-event.ts',
    'src/components/shared/placed-element.ts',
    'src/components/weather-climate/climate-module.ts',
  ],
  outdir: 'dist',
  litelement: true,
  packagejson: false,
  quiet: true,
  plugins: [packageModules],
};
