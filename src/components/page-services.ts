// What the elements need of the page they run in: its API (the weather service and the site's
// configuration), its message catalogs, the UV and moon facts' module and the search's interaction module. Each build target
// makes one PageServices for the page (src/targets/<target>/page.ts) and defines the elements
// with it; an element reads the services its class was defined with.
import type { Catalogs } from '../i18n/catalogs.ts';
import type { PageApi } from '../page-client/page-api.ts';
import type { DetailModules } from './weather-forecast/loaded-detail-module.ts';
import type { SearchModules } from './weather-search/loaded-search-module.ts';

/** The page's services, one set per page, made by its build target. */
export interface PageServices {
  /** The weather service and the site's configuration. */
  api: PageApi;
  /** Each language's messages, loaded once. */
  catalogs: Catalogs;
  /** The UV and moon facts' module, loaded once. */
  details: DetailModules;
  /** The search's interaction module, loaded once. */
  search: SearchModules;
}

// Each element class, as defined, with the services it was defined with.
const servicesByClass = new WeakMap<object, PageServices>();

/** Gives `elementClass` the page's services; defineForecast and defineSearch call it before they define. */
export function provideServices(elementClass: CustomElementConstructor, services: PageServices): void {
  servicesByClass.set(elementClass, services);
}

/** The services `element`'s class (or the class it extends) was defined with. */
export function servicesOf(element: HTMLElement): PageServices {
  for (let type: unknown = element.constructor; typeof type === 'function'; type = Object.getPrototypeOf(type)) {
    const services = servicesByClass.get(type);
    if (services) return services;
  }
  throw new Error(
    `weather-widgets: <${element.localName}> has no page services: define it with one of the package's entries or the script tag`,
  );
}
