// The script tag's way to the main-thread service: a module file beside the script
// (dist/weather-widgets-main-thread-<hash>.js), imported from the script's own URL, once the
// browser has checked its hash, only when no worker can start. Bundling it into the script would
// carry the whole service twice (the worker has it).
import { importPinnedScript } from '../integrity/import-pinned-script.ts';
import { SCRIPT_FILES } from '../integrity/script-files.ts';

export const loadMainThreadHost = (): Promise<typeof import('./service-host.ts')> =>
  importPinnedScript(new URL(SCRIPT_FILES.mainThread, import.meta.url).href, SCRIPT_FILES.integrity[SCRIPT_FILES.mainThread] ?? '');
