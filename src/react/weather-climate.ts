import type { HTMLAttributes } from 'react';
import type { WeatherErrorEvent, WeatherLoadEvent } from '../components/weather-forecast/forecast-events.ts';
import type { WeatherClimate as WeatherClimateElement } from '../components/weather-climate/weather-climate.ts';
import { elementComponent } from './element-component.ts';

/** Each prop that is an attribute of `<weather-climate>`, and its name there. */
export const ATTRIBUTES = {
  place: 'place',
  lat: 'lat',
  lon: 'lon',
  units: 'units',
  month: 'month',
  months: 'months',
  layout: 'layout',
  apiKey: 'api-key',
  locale: 'locale',
  theme: 'theme',
} as const;

/** Each event prop of `<weather-climate>`, and the event it listens to. */
export const EVENTS = { onWeatherLoad: 'weather-load', onWeatherError: 'weather-error' } as const;

type ClimateOwnProps = Partial<Pick<WeatherClimateElement, keyof typeof ATTRIBUTES | 'location'>> & {
  /** The normals asked for are on screen (`weather-load`). */
  onWeatherLoad?: (event: WeatherLoadEvent) => void;
  /** An error is shown instead of the normals (`weather-error`): `event.problem`. */
  onWeatherError?: (event: WeatherErrorEvent) => void;
};

/** The props of `<WeatherClimate>`: the element's attributes in camelCase, its `location`, its events, and any HTML attribute. */
export type WeatherClimateProps = ClimateOwnProps & Omit<HTMLAttributes<WeatherClimateElement>, keyof ClimateOwnProps>;

/**
 * `<weather-climate>` as a React component. Its ref is the element. It registers the element in
 * the browser when it first mounts; on a server it renders the element's tag and attributes.
 */
export const WeatherClimate = elementComponent<WeatherClimateElement, WeatherClimateProps>({
  tagName: 'weather-climate',
  attributes: ATTRIBUTES,
  properties: ['location'],
  events: EVENTS,
  define: () => import('../entries/climate.ts'),
  displayName: 'WeatherClimate',
});
