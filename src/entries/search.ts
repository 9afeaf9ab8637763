// `weather-widgets/search`: registers <weather-search> only, and exports its event and the page
// API, which every entry shares (one worker per page, whichever entries the app imports).
// The page client of the package: its module worker, its data folder.
import '../targets/npm/page-client.ts';
export { WeatherSearch } from '../components/define-search.ts';
export { WeatherPlaceSelectEvent } from '../components/shared/place-select-event.ts';
export { configure, defaultKey, onConfigure, request, sourceName } from '../page-client/page-api.ts';
export type { PageQuery, ServiceReply, SourceName, WeatherWidgetsConfig } from '../page-client/page-api.ts';
export type { Location } from '../contract/records.ts';
