// The classic-script build for site owners: `<script src="…/weather-widgets.js" defer>`.
// It builds the page's services and registers both elements with them. Configuration comes from
// the tag's data-* attributes; the page API is window.WeatherWidgets. The build defines
// import.meta.url as this script's URL, so the files it loads are found beside it: the worker's
// code (started through a blob: bootstrap the script makes), the main-thread service, each
// language's messages and the UV and moon facts' module, each checked against its hash.
import { WeatherForecast } from '../../components/weather-forecast/weather-forecast.ts';
import { WeatherSearch } from '../../components/weather-search/weather-search.ts';
import { climateModuleBesideScript } from '../../components/weather-climate/climate-module-beside-script.ts';
import { defineClimateWhenUsed } from '../../components/weather-climate/climate-when-used.ts';
import { provideServices, type PageServices } from '../../components/page-services.ts';
import { yieldToMain } from '../../components/shared/yield-to-main.ts';
import { resolveLocale } from '../../components/shared/locale.ts';
import { detailModuleBesideScript } from '../../components/weather-forecast/detail-module-beside-script.ts';
import { createDetailModules } from '../../components/weather-forecast/loaded-detail-module.ts';
import { messageOf } from '../../contract/message-of.ts';
import { createCatalogs } from '../../i18n/catalogs.ts';
import { fetchCatalog } from '../../i18n/fetch-catalog.ts';
import { catalogLanguage } from '../../contract/languages.ts';
import { defaultDataUrl, pageApi, workerFilesFirstRead } from './page-api.ts';
import { warmWorkerFiles } from './warm-worker-files.ts';
import { resolveConfig } from '../../protocol/config.ts';
import { inScriptTagTerms, readScriptAttributes, unknownScriptAttributes } from './page-attributes.ts';

const services: PageServices = {
  api: pageApi,
  catalogs: createCatalogs(fetchCatalog),
  details: createDetailModules(detailModuleBesideScript),
};
const { configure, defaultKey, onConfigure, refuseConfiguration, request, sourceName, defaultLocale, defaultLoading } =
  services.api;

// Read while this script runs: document.currentScript is null once it has finished.
const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const elements = {
    'weather-forecast': WeatherForecast.observedAttributes,
    'weather-search': WeatherSearch.observedAttributes,
  };
  for (const message of unknownScriptAttributes(script, elements)) console.warn(message);
  const attributes = readScriptAttributes(script);
  try {
    configure(attributes);
    // The worker's first files, asked for now rather than once an element has asked and the
    // worker has started.
    warmWorkerFiles(document, defaultLoading, () => workerFilesFirstRead(resolveConfig(attributes, defaultDataUrl())));
  } catch (error) {
    // A configuration that cannot work must be seen: every widget shows it, and no weather
    // (least of all the embedded world's invented weather) stands in for the source meant.
    const message = inScriptTagTerms(messageOf(error));
    console.error(message);
    refuseConfiguration(message.replace('weather-widgets script tag: ', ''));
  }
}

// The page's language is fetched now, while the elements are still being defined.
void services.catalogs.load(
  catalogLanguage(resolveLocale(document.documentElement, undefined, defaultLocale())) ?? 'en',
);

const api = { request, configure, defaultKey, sourceName, onConfigure };
declare global {
  interface Window {
    WeatherWidgets: typeof api;
  }
}
window.WeatherWidgets = api;

// Defining an element upgrades the page's copies of it at once (their shadow roots, styles and
// first checks): each element in a task of its own, after this script's, so that no task of
// ours grows long on the host page's main thread.
// As in the define-* modules, a page that already has an element of that name keeps it.
void (async () => {
  for (const [name, element] of [
    ['weather-search', WeatherSearch],
    ['weather-forecast', WeatherForecast],
  ] as const) {
    await yieldToMain();
    if (customElements.get(name)) continue;
    provideServices(element, services);
    customElements.define(name, element);
  }
  // The climate chart's code is a file of its own, loaded only by a page that has one.
  defineClimateWhenUsed(services, climateModuleBesideScript);
})();
