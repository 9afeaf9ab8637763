// weather-widgets/vite: the embedded world's folder served by `vite` and written by `vite build`,
// so an app needs no copy of node_modules/weather-widgets/dist/data (whose names change with
// every release). Pagefind and PDF.js ship their assets for bundlers the same way.
import type { Plugin } from 'vite';
import { checkedWorldPath, DEFAULT_WORLD_PATH, worldFolder } from './world-folder.ts';

/** Options of the plugins for Vite and webpack. */
export interface WeatherWidgetsPluginOptions {
  /**
   * The folder, below the site's base, that holds the world: `weather-data` by default, where the
   * widgets look. Another folder needs `configure({ dataUrl })` naming it.
   */
  path?: string;
  /** The world's files to use instead of the package's own `dist/data/`. */
  from?: string;
}

/** A Vite plugin: serves the embedded world's folder in `vite` and emits it in `vite build`. */
export function weatherWidgets(options: WeatherWidgetsPluginOptions = {}): Plugin {
  const path = checkedWorldPath(options.path ?? DEFAULT_WORLD_PATH);
  const world = worldFolder(options.from);
  return {
    name: 'weather-widgets',
    configureServer(server) {
      const prefix = `${server.config.base}${path}/`;
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0]!;
        if (!url.startsWith(prefix)) return next();
        // Only the folder's own names: nothing else can be reached through this door.
        const name = url.slice(prefix.length);
        if (!world.names.has(name)) return next();
        response.setHeader('Content-Type', world.contentType(name));
        response.setHeader('Cache-Control', 'no-cache');
        response.end(world.read(name));
      });
    },
    generateBundle() {
      for (const name of world.names) this.emitFile({ type: 'asset', fileName: `${path}/${name}`, source: world.read(name) });
    },
  };
}
