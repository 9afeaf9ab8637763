// <WeatherClimate> rendered on a server (Node: no window, no customElements): the element's tag
// with its attributes, hyphenated as the element reads them, and nothing of its properties or events.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WeatherClimate } from '../../src/react/weather-climate.ts';

describe('<WeatherClimate> on a server', () => {
  it('renders the element with the attributes of its props', () => {
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined');
    const html = renderToString(
      createElement(WeatherClimate, {
        place: 'Lisbon',
        month: '8',
        months: '6-9',
        layout: 'compact',
        apiKey: 'demo',
        className: 'card',
      }),
    );
    expect(html).toBe(
      '<weather-climate place="Lisbon" month="8" months="6-9" layout="compact" api-key="demo" class="card"></weather-climate>',
    );
  });

  it('leaves out the props it does not have, the location object and the event handlers', () => {
    const html = renderToString(
      createElement(WeatherClimate, {
        lat: 38.72,
        lon: -9.14,
        place: undefined,
        location: { name: 'Lisbon', lat: 38.72, lon: -9.14 } as never,
        onWeatherLoad: () => {},
        onWeatherError: () => {},
      }),
    );
    expect(html).toBe('<weather-climate lat="38.72" lon="-9.14"></weather-climate>');
  });
});
