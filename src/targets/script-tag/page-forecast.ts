// The classic script of a page with forecasts and no search, dist/weather-widgets-forecast.js:
// the forecast alone (page-start.ts), without the search's code.
import { WeatherForecast } from '../../components/weather-forecast/weather-forecast.ts';
import { defineClimateBesideScript } from '../../components/weather-climate/climate-module-beside-script.ts';
import { startScriptTag } from './page-start.ts';

startScriptTag([['weather-forecast', WeatherForecast]], defineClimateBesideScript);
