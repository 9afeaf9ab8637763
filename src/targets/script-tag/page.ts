// The classic script for site owners, dist/weather-widgets.js: both elements, and the climate
// chart's module, loaded once a page has one (page-start.ts).
import { WeatherForecast } from '../../components/weather-forecast/weather-forecast.ts';
import { WeatherSearch } from '../../components/weather-search/weather-search.ts';
import { defineClimateBesideScript } from '../../components/weather-climate/climate-module-beside-script.ts';
import { startScriptTag } from './page-start.ts';

startScriptTag(
  [
    ['weather-search', WeatherSearch],
    ['weather-forecast', WeatherForecast],
  ],
  defineClimateBesideScript,
);
