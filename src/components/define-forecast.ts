// Registers <weather-forecast> with the page's services, unless the page already has one: a second
// copy of the script (a CDN tag beside a bundled package) must not throw and break the host page.
// On a server (no custom element registry) it does nothing.
import type { PageServices } from './page-services.ts';
import { provideServices } from './page-services.ts';
import { WeatherForecast } from './weather-forecast/weather-forecast.ts';

/** Defines <weather-forecast>, its elements reading `services`. */
export function defineForecast(services: PageServices): void {
  if (typeof customElements === 'undefined' || customElements.get('weather-forecast')) return;
  provideServices(WeatherForecast, services);
  customElements.define('weather-forecast', WeatherForecast);
}

export { WeatherForecast };

declare global {
  interface HTMLElementTagNameMap {
    'weather-forecast': WeatherForecast;
  }
}
