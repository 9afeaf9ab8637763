// `weather-widgets/forecast`: registers <weather-forecast> only (in a browser; on a server it
// registers nothing), and exports it, its events and the page API, which every entry shares (one
// worker per page, whichever entries the app imports).
import { defineForecast } from '../components/define-forecast.ts';
import { pageServices } from '../targets/npm/page.ts';

defineForecast(pageServices);

export { WeatherForecast } from '../components/define-forecast.ts';
export {
  WeatherErrorEvent,
  WeatherLoadEvent,
  WeatherProblemError,
} from '../components/weather-forecast/forecast-events.ts';
export * from './api.ts';
