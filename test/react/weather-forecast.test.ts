// <WeatherForecast> rendered on a server (Node: no window, no customElements): the element's tag
// with its attributes, hyphenated as the element reads them, and nothing of its properties or events.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WeatherForecast } from '../../src/react/weather-forecast.ts';

describe('<WeatherForecast> on a server', () => {
  it('renders the element with the attributes of its props', () => {
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined');
    const html = renderToString(
      createElement(WeatherForecast, {
        place: 'Oslo',
        days: 3,
        hourlyStep: 2,
        apiKey: 'demo',
        theme: 'dark',
        className: 'card',
        id: 'forecast',
      }),
    );
    expect(html).toBe(
      '<weather-forecast place="Oslo" days="3" hourly-step="2" api-key="demo" theme="dark" class="card" id="forecast"></weather-forecast>',
    );
  });

  it('leaves out the props it does not have, the location object and the event handlers', () => {
    const html = renderToString(
      createElement(WeatherForecast, {
        place: 'Oslo',
        lat: undefined,
        location: { name: 'Bergen', lat: 60.39, lon: 5.32 } as never,
        onWeatherLoad: () => {},
        onWeatherError: () => {},
      }),
    );
    expect(html).toBe('<weather-forecast place="Oslo"></weather-forecast>');
  });
});
