// `weather-widgets/react`: the three elements as React components (React 18 and 19), safe to render on
// a server and to hydrate. The build puts 'use client' at the top of dist/react.js for the
// frameworks that render server components (Next.js).
export { WeatherForecast, type WeatherForecastProps } from './weather-forecast.ts';
export { WeatherSearch, type WeatherSearchProps } from './weather-search.ts';
export { WeatherClimate, type WeatherClimateProps } from './weather-climate.ts';
export type { WeatherErrorEvent, WeatherLoadEvent } from '../components/weather-forecast/forecast-events.ts';
export type { WeatherPlaceSelectEvent } from '../components/shared/place-select-event.ts';
export type { WeatherForecast as WeatherForecastElement } from '../components/weather-forecast/weather-forecast.ts';
export type { WeatherSearch as WeatherSearchElement } from '../components/weather-search/weather-search.ts';
export type { WeatherClimate as WeatherClimateElement } from '../components/weather-climate/weather-climate.ts';
export type { Location } from '../contract/records.ts';
