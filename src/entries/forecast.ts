// `weather-widgets/forecast`: registers <weather-forecast> only, and exports the page API, which
// every entry shares (one worker per page, whichever entries the app imports).
// The page client of the package: its module worker, its data folder.
import '../targets/npm/page-client.ts';
export { WeatherForecast } from '../components/define-forecast.ts';
export { WeatherErrorEvent, WeatherLoadEvent, WeatherProblemError } from '../components/weather-forecast/forecast-events.ts';
export { configure, defaultKey, onConfigure, request, sourceName } from '../page-client/page-api.ts';
export type { PageQuery, RequestOptions, ServiceReply, SourceName, WeatherWidgetsConfig } from '../page-client/page-api.ts';
export type { Location } from '../contract/records.ts';
