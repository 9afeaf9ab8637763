// The script tag's way to the UV and moon facts' module: a file beside the script
// (dist/weather-widgets-details-<hash>.js), imported from the script's own URL, once the browser
// has checked its hash, by the first forecast that shows those facts.
import { importPinnedScript } from '../../integrity/import-pinned-script.ts';
import { SCRIPT_FILES } from '../../integrity/script-files.ts';
import type { DetailModule } from './loaded-detail-module.ts';

/** Imports the module beside the script, checked against the hash the script holds for it. */
export const detailModuleBesideScript = (): Promise<DetailModule> =>
  importPinnedScript(
    new URL(SCRIPT_FILES.details, import.meta.url).href,
    SCRIPT_FILES.integrity[SCRIPT_FILES.details] ?? '',
  );
