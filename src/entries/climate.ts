// `weather-widgets/climate`: registers <weather-climate> only (in a browser; on a server it
// registers nothing), and exports it and the page API. An app that shows no climate chart does not
// import it, and its bundle holds none of the chart's code.
import { defineClimate } from '../components/weather-climate/climate-module.ts';
import { importClimateWords } from '../components/weather-climate/import-climate-words.ts';
import { pageServices } from '../targets/npm/page.ts';

defineClimate(pageServices, importClimateWords);

export { WeatherClimate } from '../components/weather-climate/climate-module.ts';
export * from './api.ts';
