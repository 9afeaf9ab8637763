// dist/react.js as a server imports it: Node, with no window, document or customElements. It
// loads no element module and renders the elements' tags with their attributes.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

describe('weather-widgets/react on Node', () => {
  it('imports and renders both components without a DOM', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { customElements?: unknown }).customElements).toBe('undefined');
    // By the package's own name, as an app imports it (the exports map, after `npm run build`);
    // typed by its source, since the type check runs before the build.
    const entry = 'weather-widgets/react';
    const { WeatherForecast, WeatherSearch } = (await import(
      /* @vite-ignore */ entry
    )) as typeof import('../../src/react/index.ts');
    const html = renderToString(
      createElement(
        'main',
        null,
        createElement(WeatherSearch, { label: 'Find a place', onPlaceSelect: () => {} }),
        createElement(WeatherForecast, { place: 'Oslo', days: 3, 'aria-label': 'Weather' }),
      ),
    );
    expect(html).toBe(
      '<main><weather-search label="Find a place"></weather-search><weather-forecast place="Oslo" days="3" aria-label="Weather"></weather-forecast></main>',
    );
  });
});
