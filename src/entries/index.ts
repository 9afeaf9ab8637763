// `weather-widgets`, the package's main entry for app bundlers: registers both elements, and
// exports them, their event and the page API. The build writes dist/index.js as these same two
// lines (see buildModules) and emits this file's declarations.
export * from './forecast.ts';
export * from './search.ts';
// The climate chart is an entry of its own (`weather-widgets/climate`); its class's type is here
// too, for the frameworks' types of every element (jsx, vue, svelte).
export type { WeatherClimate } from './climate.ts';
