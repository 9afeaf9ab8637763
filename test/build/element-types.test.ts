// The framework types and editor data made from a custom-elements.json: what each file names.
import { describe, expect, it } from 'vitest';
import {
  elementShapes,
  jsxTypes,
  svelteTypes,
  vscodeCustomData,
  vueTypes,
  webTypes,
  type ElementsManifest,
} from '../../src/build/element-types.ts';

const MANIFEST: ElementsManifest = {
  modules: [
    {
      declarations: [
        {
          name: 'WeatherForecast',
          tagName: 'weather-forecast',
          customElement: true,
          summary: 'A forecast.',
          attributes: [
            {
              name: 'hourly-step',
              fieldName: 'hourlyStep',
              type: { text: 'number | undefined' },
              description: 'Every how many hours.',
            },
            { name: 'theme', fieldName: 'theme', type: { text: "'light' | 'dark' | 'auto' | undefined" } },
          ],
          members: [
            { kind: 'field', name: 'hourlyStep', attribute: 'hourly-step' },
            { kind: 'field', name: 'location', description: 'The place chosen.' },
            { kind: 'field', name: 'ready', readonly: true },
            { kind: 'field', name: 'secret', privacy: 'private' },
            { kind: 'method', name: 'refresh' },
          ],
          events: [{ name: 'weather-load', description: 'Loaded.' }],
        },
        { name: 'WeatherPlaceSelectEvent' },
      ],
    },
  ],
};

describe('the types made from custom-elements.json', () => {
  const shapes = elementShapes(MANIFEST);

  it('reads each element: attributes, writable properties without an attribute, events', () => {
    expect(shapes).toHaveLength(1);
    expect(shapes[0]!.attributes.map((attribute) => attribute.name)).toEqual(['hourly-step', 'theme']);
    expect(shapes[0]!.properties.map((property) => property.name)).toEqual(['location']);
    expect(shapes[0]!.events.map((event) => event.name)).toEqual(['weather-load']);
  });

  it('names attributes as each framework writes them, typed by the element class and the event map', () => {
    expect(jsxTypes(shapes)).toContain("'hourly-step'?: Exclude<WeatherForecast['hourlyStep'], null>;");
    expect(jsxTypes(shapes)).toContain("'onweather-load'?: (event: HTMLElementEventMap['weather-load']) => void;");
    expect(jsxTypes(shapes)).toContain("declare module 'react'");
    expect(vueTypes(shapes)).toContain("hourlyStep?: Exclude<WeatherForecast['hourlyStep'], null>;");
    expect(vueTypes(shapes)).toContain("onWeatherLoad?: (event: HTMLElementEventMap['weather-load']) => void;");
    expect(vueTypes(shapes)).toContain("'weather-forecast': DefineComponent<");
    expect(svelteTypes(shapes)).toContain("location?: WeatherForecast['location'];");
    expect(svelteTypes(shapes)).toContain("declare module 'svelte/elements'");
  });

  it("gives editors each attribute's description and its values", () => {
    expect(vscodeCustomData(shapes)).toEqual({
      version: 1.1,
      tags: [
        {
          name: 'weather-forecast',
          description: 'A forecast.',
          attributes: [
            { name: 'hourly-step', description: 'Every how many hours.' },
            { name: 'theme', description: '', values: [{ name: 'light' }, { name: 'dark' }, { name: 'auto' }] },
          ],
        },
      ],
    });
    const web = webTypes(shapes, { name: 'weather-widgets', version: '1.2.3' }) as {
      version: string;
      contributions: {
        html: {
          elements: {
            attributes: { name: string; value: { type: string } }[];
            js: { properties: { name: string }[] };
          }[];
        };
      };
    };
    expect(web.version).toBe('1.2.3');
    expect(web.contributions.html.elements[0]!.attributes[0]).toMatchObject({
      name: 'hourly-step',
      value: { type: 'number' },
    });
    expect(web.contributions.html.elements[0]!.js.properties.map((property) => property.name)).toEqual([
      'hourlyStep',
      'theme',
      'location',
    ]);
  });
});
