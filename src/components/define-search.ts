// Registers <weather-search>, unless the page already has one: a second copy of the script (a CDN
// tag beside a bundled package) must not throw and break the host page.
// Each language's messages as a chunk of the package, fetched when a widget first speaks it.
import '../i18n/import-catalog.ts';
import { WeatherSearch } from './weather-search/weather-search.ts';

if (!customElements.get('weather-search')) customElements.define('weather-search', WeatherSearch);

export { WeatherSearch };

declare global {
  interface HTMLElementTagNameMap {
    'weather-search': WeatherSearch;
  }
}
