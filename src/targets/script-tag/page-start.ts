// What each of the classic scripts for site owners runs (`<script src="…/weather-widgets.js"
// defer>`, or the script of one element alone, page-forecast.ts, page-search.ts and
// page-climate.ts): it builds the page's services and registers the script's elements with them.
// Configuration comes from the tag's data-* attributes; the page API is window.WeatherWidgets. The
// build defines import.meta.url as this script's URL, so the files it loads are found beside it:
// the worker's code (started through a blob: bootstrap the script makes), the main-thread service,
// each language's messages, the UV and moon facts' module and the search's interaction module, each
// checked against its hash.
import { provideServices, type PageServices } from '../../components/page-services.ts';
import { yieldToMain } from '../../components/shared/yield-to-main.ts';
import { resolveLocale } from '../../components/shared/locale.ts';
import { detailModuleBesideScript } from '../../components/weather-forecast/detail-module-beside-script.ts';
import { createDetailModules } from '../../components/weather-forecast/loaded-detail-module.ts';
import { createSearchModules } from '../../components/weather-search/loaded-search-module.ts';
import { searchModuleBesideScript } from '../../components/weather-search/search-module-beside-script.ts';
import { messageOf } from '../../contract/message-of.ts';
import { createCatalogs } from '../../i18n/catalogs.ts';
import { fetchCatalog } from '../../i18n/fetch-catalog.ts';
import { catalogLanguage } from '../../contract/languages.ts';
import { defaultDataUrl, pageApi, workerFilesFirstRead } from './page-api.ts';
import { earlyGeocodeUrls } from './page-early-geocode.ts';
import { warmWorkerFiles } from './page-warm-files.ts';
import { nameChunkUrls } from './page-name-chunks.ts';
import { resolveConfig } from '../../protocol/config.ts';
import type { PageApi } from '../../page-client/page-api.ts';
import { inScriptTagTerms, readScriptAttributes, unknownScriptAttributes } from './page-attributes.ts';

/** A script's elements, in the order they are defined: each name with its class. */
export type ScriptTagElements = readonly (readonly [
  string,
  CustomElementConstructor & { observedAttributes: string[] },
])[];

/** window.WeatherWidgets: the page API of the script tag. */
type WeatherWidgetsApi = Pick<PageApi, 'request' | 'configure' | 'defaultKey' | 'sourceName' | 'onConfigure'>;
declare global {
  interface Window {
    WeatherWidgets: WeatherWidgetsApi;
  }
}

/**
 * Runs the script tag: reads its configuration, asks early for what its first request needs, and
 * defines `elements`, then the climate chart through `defineClimate` (the loader of its module
 * beside the script, or, in the climate's own script, the element itself).
 */
export function startScriptTag(elements: ScriptTagElements, defineClimate: (services: PageServices) => void): void {
  const services: PageServices = {
    api: pageApi,
    catalogs: createCatalogs(fetchCatalog),
    details: createDetailModules(detailModuleBesideScript),
    search: createSearchModules(searchModuleBesideScript),
  };
  const {
    configure,
    defaultKey,
    onConfigure,
    refuseConfiguration,
    request,
    sourceName,
    defaultLocale,
    defaultLoading,
  } = services.api;

  // Read while this script runs: document.currentScript is null once it has finished.
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement) {
    const observed = Object.fromEntries(elements.map(([name, element]) => [name, element.observedAttributes]));
    for (const message of unknownScriptAttributes(script, observed)) console.warn(message);
    const attributes = readScriptAttributes(script);
    try {
      configure(attributes);
      // The worker's first files, the name chunks of the places it will be asked for, and the
      // upstream's place a contract source will ask for, asked for now rather than once an element has asked and the worker has started.
      warmWorkerFiles(document, defaultLoading, (asking) => {
        const config = resolveConfig(attributes, defaultDataUrl());
        return [
          ...workerFilesFirstRead(config),
          ...nameChunkUrls(asking, config),
          ...earlyGeocodeUrls(document, config, defaultLocale()),
        ];
      });
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

  const api: WeatherWidgetsApi = { request, configure, defaultKey, sourceName, onConfigure };
  window.WeatherWidgets = api;

  // Defining an element upgrades the page's copies of it at once (their shadow roots, styles and
  // first checks): each element in a task of its own, after this script's, so that no task of
  // ours grows long on the host page's main thread.
  // As in the define-* modules, a page that already has an element of that name keeps it.
  void (async () => {
    for (const [name, element] of elements) {
      await yieldToMain();
      if (customElements.get(name)) continue;
      provideServices(element, services);
      customElements.define(name, element);
    }
    defineClimate(services);
  })();
}
