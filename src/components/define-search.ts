// Registers <weather-search> with the page's services, unless the page already has one: a second
// copy of the script (a CDN tag beside a bundled package) must not throw and break the host page.
// On a server (no custom element registry) it does nothing.
import type { PageServices } from './page-services.ts';
import { provideServices } from './page-services.ts';
import { WeatherSearch } from './weather-search/weather-search.ts';

/** Defines <weather-search>, its elements reading `services`. */
export function defineSearch(services: PageServices): void {
  if (typeof customElements === 'undefined' || customElements.get('weather-search')) return;
  provideServices(WeatherSearch, services);
  customElements.define('weather-search', WeatherSearch);
}

export { WeatherSearch };

declare global {
  interface HTMLElementTagNameMap {
    'weather-search': WeatherSearch;
  }
}
