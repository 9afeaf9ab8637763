// The built code's way to the embedded world's engine: a module in the data folder, beside the
// data it reads, imported from there on first use once its hash is checked. A site on Open-Meteo
// or its own server never downloads it; a site on the embedded world fetches it with the data.
import { importVerified } from '../integrity/import-verified.ts';
import { integrityOf } from '../integrity/pinned.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';

export const loadEmbeddedEngine = (engineUrl: string | undefined): Promise<typeof import('../sources/embedded/embedded-source.ts')> =>
  importVerified(engineUrl, engineUrl && integrityOf(EMBEDDED_FILES.integrity, engineUrl), "The embedded world's engine");
