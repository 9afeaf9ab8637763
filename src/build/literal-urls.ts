// The npm package's ES modules must start their worker and find their data files in the one form
// app bundlers (Vite, webpack 5, Parcel) follow to build a worker and to copy an asset:
// `new Worker(new URL('…', import.meta.url), { type: 'module' })` and `new URL('…', import.meta.url)`,
// with a literal path relative to the module. page-client.module.ts holds placeholders for them;
// this plugin writes them into each built chunk, relative to where that chunk lands. (In the
// sources they could not be literal: the package's own Vite build would bundle the worker and
// rename the data, and the app's bundler would find neither.)
import { readdirSync, readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { EmbeddedFiles } from '../sources/embedded/embedded-files.ts';

const WORKER = '__WEATHER_WIDGETS_MODULE_WORKER__';
const EMBEDDED_URLS = '__WEATHER_WIDGETS_EMBEDDED_URLS__';
const holds = (code: string) => code.includes(WORKER) || code.includes(EMBEDDED_URLS);

/** Writes the placeholders as literal URLs into the chunks: the worker's (`workerFile`, from dist/) and the data files'. */
export function literalUrls(world: EmbeddedFiles, workerFile: string): Plugin {
  return {
    name: 'weather-widgets:literal-urls',
    renderChunk(code, chunk) {
      if (!holds(code)) return null;
      const url = (file: string) => {
        const path = posix.relative(posix.dirname(chunk.fileName), file);
        return `new URL('${path.startsWith('.') ? path : `./${path}`}', import.meta.url)`;
      };
      const files = (['gazetteer', 'climate', 'engine'] as const).map((name) => `${name}: ${url(`data/${world[name]}`)}.href`);
      return code
        .replaceAll(WORKER, `new Worker(${url(workerFile)}, { type: 'module', name: 'weather-widgets' })`)
        .replaceAll(EMBEDDED_URLS, `{ ${files.join(', ')} }`);
    },
  };
}

/** Throws if a module in `dist` (top level or chunks/) still holds a placeholder, e.g. renamed by a minifier. */
export function checkNoPlaceholders(dist: string): void {
  const modules = [...readdirSync(dist).filter((file) => file.endsWith('.js')), ...readdirSync(resolve(dist, 'chunks')).map((file) => `chunks/${file}`)];
  const left = modules.filter((file) => holds(readFileSync(resolve(dist, file), 'utf8')));
  if (left.length > 0) throw new Error(`build: placeholders left unwritten in dist/${left.join(', dist/')}`);
}
