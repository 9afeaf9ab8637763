// <WeatherSearch> rendered on a server (Node: no window, no customElements).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WeatherSearch } from '../../src/react/weather-search.ts';

describe('<WeatherSearch> on a server', () => {
  it('renders `htmlFor` as `for`, a true boolean as present and a false one not at all', () => {
    const html = renderToString(
      createElement(WeatherSearch, {
        label: 'Find a place',
        htmlFor: 'forecast',
        limit: 8,
        locate: true,
        disabled: false,
        onPlaceSelect: () => {},
      }),
    );
    expect(html).toBe('<weather-search label="Find a place" for="forecast" limit="8" locate=""></weather-search>');
  });
});
