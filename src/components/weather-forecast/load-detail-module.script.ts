// The script tag's way to the UV and moon facts' module: a file beside the script
// (dist/weather-widgets-details.js), imported from the script's own URL by the first forecast
// that shows those facts.
export const importDetailModule = (): Promise<typeof import('./detail-module.ts')> =>
  import(/* @vite-ignore */ new URL('./weather-widgets-details.js', import.meta.url).href);
