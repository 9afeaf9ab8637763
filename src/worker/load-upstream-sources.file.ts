// The script tag's way to the HTTP sources: a module in the data folder, imported on first use,
// once its hash is checked, by a site configured for its own server or Open-Meteo.
import { importVerified } from '../integrity/import-verified.ts';
import { integrityOf } from '../integrity/pinned.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';

export const loadUpstreamSources = (moduleUrl: string | undefined): Promise<typeof import('../sources/upstream-sources.ts')> =>
  importVerified(moduleUrl, moduleUrl && integrityOf(EMBEDDED_FILES.integrity, moduleUrl), "The HTTP sources' module");
