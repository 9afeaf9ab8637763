// The text of files-ahead-entry.ts built as a classic script that defines FILES_AHEAD_GLOBAL
// (worker-bootstrap.ts), which the script tag's bundle carries into each worker's bootstrap.
// Defined by `npm run build` for the script tag's build only.
declare const __WEATHER_WIDGETS_FILES_AHEAD__: string;

/** The script tag's build of files-ahead-entry.ts. */
export const FILES_AHEAD_CODE: string = __WEATHER_WIDGETS_FILES_AHEAD__;
