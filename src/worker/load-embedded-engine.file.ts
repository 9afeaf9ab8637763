// The built code's way to the embedded world's engine: a module in the data folder, beside the
// data it reads, imported from there on first use. A site on Open-Meteo or its own server never
// downloads it; a site on the embedded world fetches it together with the data.
import { importDataModule } from './import-data-module.ts';

export const loadEmbeddedEngine = (engineUrl: string | undefined): Promise<typeof import('../sources/embedded/embedded-source.ts')> =>
  importDataModule(engineUrl, "The embedded world's engine");
