// The script tag's page API and its client. The worker must start on the page's origin (a CDN's URL would
// throw a SecurityError in `new Worker(url)`), so it is a blob: URL of a bootstrap that fetches
// the worker's code beside the script, checked against the pin the script holds for it (see
// worker-bootstrap-core.ts). The main-thread service, for a page where no worker starts, is a module
// beside the script, loaded as a module <script integrity>. The data files are in `data/` beside
// the script (the build defines import.meta.url as the script's URL); the bootstrap asks for the
// embedded world's first two while the worker's code downloads, and for the first request's
// chunks as soon as the manifest is read.
import { importPinnedScript } from '../../integrity/import-pinned-script.ts';
import { integrityOf } from '../../integrity/pinned.ts';
import { SCRIPT_FILES } from '../../integrity/script-files.ts';
import { createPageApi } from '../../page-client/page-api.ts';
import { createWeatherClient, type WeatherClient } from '../../page-client/weather-client.ts';
import { workerBootstrapSource } from './page-bootstrap-source.ts';
import type { BootstrapParameters, EarlyFile } from './bootstrap-parameters.ts';
import type { PlaceAsked } from '../../protocol/place-asked.ts';
import type { ResolvedConfig } from '../../protocol/config.ts';
import { EMBEDDED_FILES } from '../../sources/embedded/embedded-files.ts';

/**
 * What the worker of the embedded world reads first: the manifest, the engine and the weather
 * model, and for a first request about a coordinate the spatial index.
 */
function embeddedWorldEarly(config: ResolvedConfig, asked: PlaceAsked = {}): EarlyFile[] {
  if (config.source !== 'embedded') return [];
  const { manifest, engine, model, spatial } = EMBEDDED_FILES;
  return [manifest, engine, model, asked.lat === undefined ? undefined : spatial].flatMap((file) => {
    const integrity = file === undefined ? undefined : integrityOf(EMBEDDED_FILES.integrity, file);
    return file === undefined || !integrity ? [] : [{ url: new URL(file, config.dataUrl).href, integrity }];
  });
}

/**
 * What the worker for `config` reads first, whatever it is asked: its code, then the embedded
 * world's manifest, engine and weather model or its HTTP source's module. The script asks for them as it runs
 * (page-warm-files.ts), and the worker finds them in the HTTP cache.
 */
export function workerFilesFirstRead(config: ResolvedConfig): string[] {
  const { contract, openMeteo } = EMBEDDED_FILES;
  const upstream = config.source === 'contract' ? contract : openMeteo;
  const data =
    config.source === 'embedded'
      ? embeddedWorldEarly(config).map((file) => file.url)
      : upstream === undefined
        ? []
        : [new URL(upstream, config.dataUrl).href];
  return [workerCodeUrl(), ...data];
}

/** The data folder beside the script, where a page's configuration names none. */
export const defaultDataUrl = (): string => new URL(/* @vite-ignore */ './data/', import.meta.url).href;

const workerCodeUrl = () => new URL(SCRIPT_FILES.worker, import.meta.url).href;

// The first request's chunks, which the bootstrap names from the embedded world's manifest.
function chunksAhead(config: ResolvedConfig, asked: PlaceAsked): BootstrapParameters['ahead'] {
  const { manifest } = EMBEDDED_FILES;
  if (config.source !== 'embedded' || manifest === undefined) return undefined;
  return { manifest: new URL(manifest, config.dataUrl).href, asked };
}

/** The page's API; its client is made on its first use. */
export const pageApi = createPageApi(createScriptTagClient);

function createScriptTagClient(): WeatherClient {
  const code = workerCodeUrl();
  // One bootstrap for each set of early files and first request (a configure() may move the data
  // folder; a restarted worker starts for another request). Kept, not revoked: a worker may fetch
  // its script after `new Worker` returns.
  const bootstraps = new Map<string, string>();
  const bootstrapFor = (config: ResolvedConfig, asked: PlaceAsked) => {
    const early = embeddedWorldEarly(config, asked);
    const key = JSON.stringify([early, asked]);
    let url = bootstraps.get(key);
    if (url === undefined) {
      const ahead = chunksAhead(config, asked);
      const source = workerBootstrapSource({
        code,
        integrity: integrityOf(SCRIPT_FILES.integrity, code) ?? '',
        early,
        ...(ahead ? { ahead } : {}),
      });
      url = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
      bootstraps.set(key, url);
    }
    return url;
  };
  return createWeatherClient({
    createWorker: (config, asked) => new Worker(bootstrapFor(config, asked), { name: 'weather-widgets' }),
    startMainThread: async () => {
      const { mainThread, integrity } = SCRIPT_FILES;
      const module = await importPinnedScript<typeof import('./main-thread.ts')>(
        new URL(mainThread, import.meta.url).href,
        integrity[mainThread] ?? '',
      );
      return module.createMainThreadHost();
    },
    defaultDataUrl: defaultDataUrl(),
  });
}
