// The HTTP sources' modules in the data folder (dist/data/contract-source-<hash>.js and
// open-meteo-source-<hash>.js), one per source, so that a site reads only its own source's code.
import type { InlineConfig } from 'vite';

/** Builds one module from `entry` into the data folder as `name`, named by its content; resolves to that name. */
export type BuildDataModule = (entry: string, name: string, config: InlineConfig) => Promise<string>;

/** The names in dist/data/ of the contract source's module and of Open-Meteo's. */
export interface UpstreamModules {
  contract: string;
  openMeteo: string;
}

/** Builds both HTTP sources' modules with `build`. */
export async function buildUpstreamModules(build: BuildDataModule): Promise<UpstreamModules> {
  const contract = await build('src/sources/contract-source-module.ts', 'contract-source.js', {});
  const openMeteo = await build('src/sources/open-meteo-source-module.ts', 'open-meteo-source.js', {});
  return { contract, openMeteo };
}
