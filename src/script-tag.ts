// The classic-script build for site owners: `<script src="…/weather-widgets.js" defer>`.
// It registers both elements. Configuration comes from the tag's data-* attributes; the page API
// is window.WeatherWidgets. The build defines import.meta.url as this script's URL, so the data
// files are found beside it.
import './components/define-forecast.ts';
import './components/define-search.ts';
import { configure, defaultKey, onConfigure, request, sourceName } from './page-api.ts';
import { readScriptAttributes } from './worker/script-attributes.ts';

// Read while this script runs: document.currentScript is null once it has finished.
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  try {
    configure(readScriptAttributes(script));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
  }
}

const api = { request, configure, defaultKey, sourceName, onConfigure };
declare global {
  interface Window {
    WeatherWidgets: typeof api;
  }
}
window.WeatherWidgets = api;
