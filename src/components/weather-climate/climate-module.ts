// The climate's module: the element with everything it draws, its words in every language and its
// styles. The script tag loads it (a pinned file beside the script) only once a page has a
// <weather-climate>, and defines the element with the page's services; an app imports it through
// `weather-widgets/climate`.
import type { PageServices } from '../page-services.ts';
import { WeatherClimate } from './weather-climate.ts';

/** Defines <weather-climate>, its elements reading `services` (skipped where a page has one already, or on a server). */
export function defineClimate(services: PageServices): void {
  if (typeof customElements === 'undefined' || customElements.get('weather-climate')) return;
  WeatherClimate.services = services;
  customElements.define('weather-climate', WeatherClimate);
}

export { WeatherClimate };

declare global {
  interface HTMLElementTagNameMap {
    'weather-climate': WeatherClimate;
  }
}
