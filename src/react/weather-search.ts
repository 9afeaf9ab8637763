import type { HTMLAttributes } from 'react';
import type { WeatherPlaceSelectEvent } from '../components/shared/place-select-event.ts';
import type { WeatherSearch as WeatherSearchElement } from '../components/weather-search/weather-search.ts';
import { elementComponent } from './element-component.ts';

/** Each prop that is an attribute of `<weather-search>`, and its name there. */
export const ATTRIBUTES = {
  apiKey: 'api-key',
  label: 'label',
  placeholder: 'placeholder',
  limit: 'limit',
  htmlFor: 'for',
  name: 'name',
  disabled: 'disabled',
  locale: 'locale',
  theme: 'theme',
  locate: 'locate',
} as const;

/** Each event prop of `<weather-search>`, and the event it listens to. */
export const EVENTS = { onPlaceSelect: 'weather-place-select' } as const;

type SearchOwnProps = Partial<Pick<WeatherSearchElement, keyof typeof ATTRIBUTES>> & {
  /** The visitor chose a place (`weather-place-select`): `event.location`. */
  onPlaceSelect?: (event: WeatherPlaceSelectEvent) => void;
};

/** The props of `<WeatherSearch>`: the element's attributes in camelCase (`htmlFor` for `for`), its event, and any HTML attribute. */
export type WeatherSearchProps = SearchOwnProps & Omit<HTMLAttributes<WeatherSearchElement>, keyof SearchOwnProps>;

/**
 * `<weather-search>` as a React component. Its ref is the element. It registers the element in
 * the browser when it first mounts; on a server it renders the element's tag and attributes.
 */
export const WeatherSearch = elementComponent<WeatherSearchElement, WeatherSearchProps>({
  tagName: 'weather-search',
  attributes: ATTRIBUTES,
  properties: [],
  events: EVENTS,
  define: () => import('../entries/search.ts'),
  displayName: 'WeatherSearch',
});
