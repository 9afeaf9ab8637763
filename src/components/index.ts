// Both elements, registered, and what their users handle: the select event and the page API;
// the entry of the development server and the tests' pages, whose page services hold the
// engine, the HTTP sources, the messages and the details module as chunks.
import { defineForecast } from './define-forecast.ts';
import { defineSearch } from './define-search.ts';
import { defineClimateWhenUsed } from './weather-climate/climate-when-used.ts';
import { importClimateModule } from './weather-climate/import-climate-module.ts';
import { pageServices } from '../targets/dev/page.ts';

defineForecast(pageServices);
defineSearch(pageServices);
defineClimateWhenUsed(pageServices, importClimateModule);

export { WeatherForecast } from './define-forecast.ts';
export { WeatherSearch } from './define-search.ts';
export { WeatherPlaceSelectEvent } from './shared/place-select-event.ts';
export const { configure, defaultKey, onConfigure, request, sourceName } = pageServices.api;
export type { Location } from '../contract/records.ts';
