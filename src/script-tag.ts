// The classic-script build for site owners: `<script src="…/weather-widgets.js" defer>`.
// It registers both elements. Configuration comes from the tag's data-* attributes; the page API
// is window.WeatherWidgets. The build defines import.meta.url as this script's URL, so the data
// files are found beside it.
import './components/define-forecast.ts';
import './components/define-search.ts';
import { configure, defaultKey, onConfigure, refuseConfiguration, request, sourceName } from './page-api.ts';
import { inScriptTagTerms, readScriptAttributes } from './worker/script-attributes.ts';

// Read while this script runs: document.currentScript is null once it has finished.
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  try {
    configure(readScriptAttributes(script));
  } catch (error) {
    // A configuration that cannot work must be seen: every widget shows it, and no weather
    // (least of all the embedded world's invented weather) stands in for the source meant.
    const message = inScriptTagTerms(error instanceof Error ? error.message : String(error));
    console.error(message);
    refuseConfiguration(message.replace('weather-widgets script tag: ', ''));
  }
}

const api = { request, configure, defaultKey, sourceName, onConfigure };
declare global {
  interface Window {
    WeatherWidgets: typeof api;
  }
}
window.WeatherWidgets = api;
