import type { HTMLAttributes } from 'react';
import type { WeatherErrorEvent, WeatherLoadEvent } from '../components/weather-forecast/forecast-events.ts';
import type { WeatherForecast as WeatherForecastElement } from '../components/weather-forecast/weather-forecast.ts';
import { elementComponent } from './element-component.ts';

/** Each prop that is an attribute of `<weather-forecast>`, and its name there. */
export const ATTRIBUTES = {
  place: 'place',
  lat: 'lat',
  lon: 'lon',
  units: 'units',
  windUnit: 'wind-unit',
  pressureUnit: 'pressure-unit',
  precipUnit: 'precip-unit',
  temperatureUnit: 'temperature-unit',
  days: 'days',
  hourly: 'hourly',
  hourlyStep: 'hourly-step',
  apiKey: 'api-key',
  locale: 'locale',
  hourCycle: 'hour-cycle',
  theme: 'theme',
  show: 'show',
  details: 'details',
  now: 'now',
  layout: 'layout',
  loading: 'loading',
  headingLevel: 'heading-level',
  landmark: 'landmark',
} as const;

/** Each event prop of `<weather-forecast>`, and the event it listens to. */
export const EVENTS = { onWeatherLoad: 'weather-load', onWeatherError: 'weather-error' } as const;

type ForecastOwnProps = Partial<Pick<WeatherForecastElement, keyof typeof ATTRIBUTES | 'location'>> & {
  /** The weather asked for is on screen (`weather-load`). */
  onWeatherLoad?: (event: WeatherLoadEvent) => void;
  /** An error is shown instead of the weather (`weather-error`): `event.problem`. */
  onWeatherError?: (event: WeatherErrorEvent) => void;
};

/** The props of `<WeatherForecast>`: the element's attributes in camelCase, its `location`, its events, and any HTML attribute. */
export type WeatherForecastProps = ForecastOwnProps &
  Omit<HTMLAttributes<WeatherForecastElement>, keyof ForecastOwnProps>;

/**
 * `<weather-forecast>` as a React component. Its ref is the element. It registers the element in
 * the browser when it first mounts; on a server it renders the element's tag and attributes.
 */
export const WeatherForecast = elementComponent<WeatherForecastElement, WeatherForecastProps>({
  tagName: 'weather-forecast',
  attributes: ATTRIBUTES,
  properties: ['location'],
  events: EVENTS,
  define: () => import('../entries/forecast.ts'),
  displayName: 'WeatherForecast',
});
