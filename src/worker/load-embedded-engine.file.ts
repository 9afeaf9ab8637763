// The built script's way to the embedded world's engine: a module in the data folder, beside the
// data it reads, imported from there on first use. A site on Open-Meteo or its own server never
// downloads it; a site on the embedded world fetches it together with the data.
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';

export const loadEmbeddedEngine = (dataUrl: string): Promise<typeof import('../sources/embedded/embedded-source.ts')> =>
  import(/* @vite-ignore */ new URL(EMBEDDED_FILES.engine!, dataUrl).href);
