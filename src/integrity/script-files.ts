import type { Pins } from './pinned.ts';

/** The modules beside the script that its page code loads, by their content-hashed names, and their pins. */
export interface ScriptFiles {
  /** The service for a page where no worker starts. */
  mainThread: string;
  /** The UV and moon facts' words and drawing. */
  details: string;
  /** The search's interaction: keys, requests, options and the status line's words. */
  search: string;
  /** The climate chart's drawing, words and styles. */
  climate: string;
  /** The worker's code, which the worker's bootstrap fetches and runs. */
  worker: string;
  integrity: Pins;
}

// Defined by `npm run build` for the script tag's build only.
declare const __WEATHER_WIDGETS_SCRIPT_FILES__: ScriptFiles;

/** The files beside the script (the script tag's build only, which defines them). */
export const SCRIPT_FILES: ScriptFiles = __WEATHER_WIDGETS_SCRIPT_FILES__;
