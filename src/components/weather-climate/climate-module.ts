// The climate's module: the element with everything it draws, its English words and its styles.
// The script tag loads it (a pinned file beside the script, built from climate-module-script.ts
// with the script's own Lit) only once a page has a <weather-climate>; an app imports it through
// `weather-widgets/climate`. Each build passes its way to the other languages' words.
import type { PageServices } from '../page-services.ts';
import { createClimateWords, type ClimateWordsLoader } from './climate-words.ts';
import { WeatherClimate } from './weather-climate.ts';

/** Defines <weather-climate>, its elements reading `services` and their words through `loadWords` (skipped where a page has one already, or on a server). */
export function defineClimate(services: PageServices, loadWords: ClimateWordsLoader): void {
  if (typeof customElements === 'undefined' || customElements.get('weather-climate')) return;
  WeatherClimate.services = services;
  WeatherClimate.words = createClimateWords(loadWords);
  customElements.define('weather-climate', WeatherClimate);
}

export { WeatherClimate };

declare global {
  interface HTMLElementTagNameMap {
    'weather-climate': WeatherClimate;
  }
}
