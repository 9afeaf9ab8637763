// The HTTP sources' modules in the data folder (dist/data/contract-source-<hash>.js and
// open-meteo-source-<hash>.js), one per source, so that a site reads only its own source's code.
// Each is built with the service's zod instead of a copy of its own (see
// src/sources/shared-zod-names.ts): the worker, or the main-thread service, hands it over just
// before it imports the module.
import type { InlineConfig, Plugin } from 'vite';
import { SHARED_ZOD_KEY, SHARED_ZOD_NAMES } from '../sources/shared-zod-names.ts';

/** Builds one module from `entry` into the data folder as `name`, named by its content; resolves to that name. */
export type BuildDataModule = (entry: string, name: string, config: InlineConfig) => Promise<string>;

/** The names in dist/data/ of the contract source's module and of Open-Meteo's. */
export interface UpstreamModules {
  contract: string;
  openMeteo: string;
}

const ZOD_MODULE = '\0weather-widgets:service-zod';
const isZod = (source: string) => /^zod(?:\/|$)/.test(source);

// `zod/mini` becomes the service's zod. Any other of zod's entries would bring a copy of zod's
// code after all, and a use of an export the service does not hand over would read undefined:
// both fail the build.
function serviceZod(): Plugin {
  return {
    name: 'weather-widgets-service-zod',
    enforce: 'pre',
    resolveId(source) {
      if (!isZod(source)) return undefined;
      if (source !== 'zod/mini') this.error(`the HTTP sources' modules read zod/mini only, not ${source}`);
      return ZOD_MODULE;
    },
    load: (id) =>
      id === ZOD_MODULE
        ? [
            `const z = globalThis[Symbol.for(${JSON.stringify(SHARED_ZOD_KEY)})];`,
            'if (!z) throw new Error("weather-widgets: an HTTP source\'s module runs only in the service that loads it");',
            // Through local names: `enum` is a reserved word, which only an export's name may be.
            ...SHARED_ZOD_NAMES.map((name) => `const z_${name} = z.${name};`),
            `export { ${SHARED_ZOD_NAMES.map((name) => `z_${name} as ${name}`).join(', ')} };`,
          ].join('\n')
        : undefined,
  };
}

// A use of an export the service does not hand over reads undefined at run time: the build
// fails instead.
const MISSING = new Set(['MISSING_EXPORT', 'IMPORT_IS_UNDEFINED']);
function noMissingExport(): Plugin {
  return {
    name: 'weather-widgets-no-missing-export',
    onLog(_level, log) {
      if (MISSING.has(log.code ?? '')) this.error(log);
    },
  };
}

/** The build's configuration of an HTTP source's module: the service's zod, and no export missing. */
const upstreamModuleConfig = (): InlineConfig => ({ plugins: [serviceZod(), noMissingExport()] });

/** Builds both HTTP sources' modules with `build`. */
export async function buildUpstreamModules(build: BuildDataModule): Promise<UpstreamModules> {
  const contract = await build('src/sources/contract-source-module.ts', 'contract-source.js', upstreamModuleConfig());
  const openMeteo = await build(
    'src/sources/open-meteo-source-module.ts',
    'open-meteo-source.js',
    upstreamModuleConfig(),
  );
  return { contract, openMeteo };
}
