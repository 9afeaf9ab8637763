// Both elements, registered, and what their users handle: the select event and the page API;
// the entry of the development server and the tests' pages, whose page client holds the
// engine and the HTTP sources as chunks.
import '../targets/dev/page-client.ts';
export { WeatherForecast } from './define-forecast.ts';
export { WeatherSearch } from './define-search.ts';
export { WeatherPlaceSelectEvent } from './shared/place-select-event.ts';
export { configure, defaultKey, onConfigure, request, sourceName } from '../page-client/page-api.ts';
export type { Location } from '../contract/records.ts';
