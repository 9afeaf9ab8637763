// The script tag's way to the main-thread service: a module file beside the script
// (dist/weather-widgets-main-thread.js), imported from the script's own URL only when no worker
// can start. Bundling it into the script would carry the whole service twice (the worker has it).
export const loadMainThreadHost = (): Promise<typeof import('./service-host.ts')> =>
  import(/* @vite-ignore */ new URL('./weather-widgets-main-thread.js', import.meta.url).href);
