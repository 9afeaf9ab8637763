// The npm package's ES modules must start their worker in the one form app bundlers (Vite,
// webpack 5, Parcel) follow to build a worker: `new Worker(new URL('…', import.meta.url),
// { type: 'module' })`, with a literal path relative to the module. targets/npm/page-api.ts holds a
// placeholder for it; this plugin writes it into each built chunk, relative to where that chunk
// lands. (In the sources it could not be literal: the package's own Vite build would bundle the
// worker, and the app's bundler would not find it.)
import { readdirSync, readFileSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import type { Plugin } from 'vite';

const WORKER = '__WEATHER_WIDGETS_MODULE_WORKER__';
const holds = (code: string) => code.includes(WORKER);

/** Writes the placeholder as a literal URL into the chunks: the worker's (`workerFile`, from dist/). */
export function literalUrls(workerFile: string): Plugin {
  return {
    name: 'weather-widgets:literal-urls',
    renderChunk(code, chunk) {
      if (!holds(code)) return null;
      const url = (file: string) => {
        const path = posix.relative(posix.dirname(chunk.fileName), file);
        return `new URL('${path.startsWith('.') ? path : `./${path}`}', import.meta.url)`;
      };
      return code.replaceAll(WORKER, `new Worker(${url(workerFile)}, { type: 'module', name: 'weather-widgets' })`);
    },
  };
}

/** Throws if a module in `dist` (top level or chunks/) still holds the placeholder, e.g. renamed by a minifier. */
export function checkNoPlaceholders(dist: string): void {
  const modules = [
    ...readdirSync(dist).filter((file) => file.endsWith('.js')),
    ...readdirSync(resolve(dist, 'chunks')).map((file) => `chunks/${file}`),
  ];
  const left = modules.filter((file) => holds(readFileSync(resolve(dist, file), 'utf8')));
  if (left.length > 0) throw new Error(`build: placeholders left unwritten in dist/${left.join(', dist/')}`);
}
