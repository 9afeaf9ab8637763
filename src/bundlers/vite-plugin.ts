// weather-widgets/vite: the embedded world's folder served by `vite` and written by `vite build`,
// so an app needs no copy of node_modules/weather-widgets/dist/data (whose names change with
// every release). Pagefind and PDF.js ship their assets for bundlers the same way.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
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
  let config: ResolvedConfig;
  return {
    name: 'weather-widgets',
    configResolved(resolved) {
      config = resolved;
    },
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
    // Copied beside the bundle rather than emitted into it: Vite lists every emitted asset, and the
    // world's thousands of files would bury the app's own in the build's log. One line instead.
    writeBundle(outputOptions) {
      // A server build (SSR, a framework's server bundle) has no use for the browser's world.
      const environment = (this as { environment?: { config: { consumer?: string } } }).environment;
      if (environment ? environment.config.consumer === 'server' : config.build.ssr) return;
      const outDir = resolve(config.root, outputOptions.dir ?? config.build.outDir);
      const folder = join(outDir, path);
      mkdirSync(folder, { recursive: true });
      let bytes = 0;
      for (const name of world.names) {
        copyFileSync(join(world.dir, name), join(folder, name));
        bytes += statSync(join(world.dir, name)).size;
      }
      config.logger.info(
        `weather-widgets: the embedded world's ${world.names.size} files (${(bytes / 1e6).toFixed(1)} MB) in ${relative(config.root, folder) || folder}/`,
      );
    },
  };
}
