// The classic script of a page with a search and no forecast, dist/weather-widgets-search.js:
// the search alone (page-start.ts), without the forecast's code.
import { WeatherSearch } from '../../components/weather-search/weather-search.ts';
import { defineClimateBesideScript } from '../../components/weather-climate/climate-module-beside-script.ts';
import { startScriptTag } from './page-start.ts';

startScriptTag([['weather-search', WeatherSearch]], defineClimateBesideScript);
