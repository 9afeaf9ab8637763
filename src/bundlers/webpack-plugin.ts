// weather-widgets/webpack: the embedded world's folder emitted with the app's assets, so that
// webpack's output (and webpack-dev-server, which serves it) holds it without a copy step.
import type { Compiler } from 'webpack';
import type { WeatherWidgetsPluginOptions } from './vite-plugin.ts';
import { checkedWorldPath, DEFAULT_WORLD_PATH, worldFolder } from './world-folder.ts';

export type { WeatherWidgetsPluginOptions } from './vite-plugin.ts';

/** A webpack 5 plugin: emits the embedded world's folder at `weather-data/` of the output. */
export class WeatherWidgetsPlugin {
  readonly #path: string;
  readonly #from: string | undefined;

  constructor(options: WeatherWidgetsPluginOptions = {}) {
    this.#path = checkedWorldPath(options.path ?? DEFAULT_WORLD_PATH);
    this.#from = options.from;
  }

  apply(compiler: Compiler): void {
    const world = worldFolder(this.#from);
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WeatherWidgetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'WeatherWidgetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Named by their content: webpack may let them be cached for a year.
          // `minimized`: a production build's minifier must leave the engine's module as it is, or
          // its bytes no longer match the hash the widgets' code pins for it, and it is refused.
          for (const name of world.names)
            compilation.emitAsset(`${this.#path}/${name}`, new sources.RawSource(world.read(name)), {
              immutable: true,
              minimized: true,
            });
        },
      );
    });
  }
}
