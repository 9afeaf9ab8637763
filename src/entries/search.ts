// `weather-widgets/search`: registers <weather-search> only (in a browser; on a server it
// registers nothing), and exports it, its event and the page API, which every entry shares (one
// worker per page, whichever entries the app imports).
import { defineSearch } from '../components/define-search.ts';
import { pageServices } from '../targets/npm/page.ts';

defineSearch(pageServices);

export { WeatherSearch } from '../components/define-search.ts';
export { WeatherPlaceSelectEvent } from '../components/shared/place-select-event.ts';
export * from './api.ts';
