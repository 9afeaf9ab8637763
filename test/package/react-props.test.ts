// weather-widgets/react names every attribute and event that custom-elements.json gives each
// element, so that a new attribute cannot be left out of the components.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTES as FORECAST_ATTRIBUTES, EVENTS as FORECAST_EVENTS } from '../../src/react/weather-forecast.ts';
import { ATTRIBUTES as SEARCH_ATTRIBUTES, EVENTS as SEARCH_EVENTS } from '../../src/react/weather-search.ts';
import { ATTRIBUTES as CLIMATE_ATTRIBUTES, EVENTS as CLIMATE_EVENTS } from '../../src/react/weather-climate.ts';
import { repo } from './packed-app.ts';

interface Element {
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
}

const manifest = JSON.parse(readFileSync(join(repo, 'dist/custom-elements.json'), 'utf8')) as {
  modules: { declarations?: Element[] }[];
};
const element = (tagName: string) =>
  manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((declaration) => declaration.tagName === tagName)!;

describe("the React components' props", () => {
  it.each([
    ['weather-forecast', FORECAST_ATTRIBUTES, FORECAST_EVENTS],
    ['weather-search', SEARCH_ATTRIBUTES, SEARCH_EVENTS],
    ['weather-climate', CLIMATE_ATTRIBUTES, CLIMATE_EVENTS],
  ] as const)('cover every attribute and event of <%s>', (tagName, attributes, events) => {
    expect(Object.values(attributes).sort()).toEqual(
      element(tagName)
        .attributes!.map((attribute) => attribute.name)
        .sort(),
    );
    expect(Object.values(events).sort()).toEqual(
      element(tagName)
        .events!.map((event) => event.name)
        .sort(),
    );
  });
});
