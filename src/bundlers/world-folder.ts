// The embedded world's folder as the package ships it (dist/data/, beside the bundler plugins),
// for the plugins that serve and emit it. Its files are flat and each named by its content.
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the widgets look for the world unless `dataUrl` says otherwise: /weather-data/ of the page's origin. */
export const DEFAULT_WORLD_PATH = 'weather-data';

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.js': 'text/javascript',
  '.bin': 'application/octet-stream',
};

/** The world's files: their names, and their bytes when asked. */
export interface WorldFolder {
  dir: string;
  names: ReadonlySet<string>;
  read(name: string): Buffer;
  contentType(name: string): string;
}

/** The folder `dir` (default: the package's own dist/data/); throws naming it when it holds no world. */
export function worldFolder(dir = fileURLToPath(new URL('./data/', import.meta.url))): WorldFolder {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => /^[\w.-]+$/.test(name));
  } catch (error) {
    throw new Error(
      `weather-widgets: the embedded world's folder ${dir} cannot be read (${(error as Error).message}); is the package built and installed?`,
      { cause: error },
    );
  }
  if (!names.some((name) => /^world-[0-9a-f]{8}\.json$/.test(name)))
    throw new Error(`weather-widgets: ${dir} holds no world manifest (world-<hash>.json)`);
  return {
    dir,
    names: new Set(names),
    read: (name) => readFileSync(join(dir, name)),
    contentType: (name) => CONTENT_TYPES[extname(name)] ?? 'application/octet-stream',
  };
}

/** `path` as a folder below the site's root: no leading or trailing slash, no dots. */
export function checkedWorldPath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (!/^[\w-]+(\/[\w-]+)*$/.test(trimmed))
    throw new RangeError(
      `weather-widgets: path must be a folder such as "weather-data" or "static/weather", not ${JSON.stringify(path)}`,
    );
  return trimmed;
}
