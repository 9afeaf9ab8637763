// The script tag's way to the HTTP sources: a module in the data folder, imported on first use
// by a site configured for its own server or Open-Meteo.
import { importDataModule } from './import-data-module.ts';

export const loadUpstreamSources = (moduleUrl: string | undefined): Promise<typeof import('../sources/upstream-sources.ts')> =>
  importDataModule(moduleUrl, "The HTTP sources' module");
