// The classic script for site owners, dist/weather-widgets.js: both elements (page-start.ts).
import { WeatherForecast } from '../../components/weather-forecast/weather-forecast.ts';
import { WeatherSearch } from '../../components/weather-search/weather-search.ts';
import { startScriptTag } from './page-start.ts';

startScriptTag([
  ['weather-search', WeatherSearch],
  ['weather-forecast', WeatherForecast],
]);
