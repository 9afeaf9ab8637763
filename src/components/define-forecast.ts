// Registers <weather-forecast>, unless the page already has one: a second copy of the script (a CDN
// tag beside a bundled package) must not throw and break the host page.
// Each language's messages as a chunk of the package, fetched when a widget first speaks it.
import '../i18n/import-catalog.ts';
// The UV and moon facts' module, likewise a chunk.
import './weather-forecast/import-detail-module.ts';
import { WeatherForecast } from './weather-forecast/weather-forecast.ts';

if (!customElements.get('weather-forecast')) customElements.define('weather-forecast', WeatherForecast);

export { WeatherForecast };

declare global {
  interface HTMLElementTagNameMap {
    'weather-forecast': WeatherForecast;
  }
}
