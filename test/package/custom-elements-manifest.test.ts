// dist/custom-elements.json (written by `npm run build` from the elements' JSDoc) is what editors,
// catalogues and the README's element reference read: every public piece must be in it, described.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementReference, withReference } from '../../src/build/docs/element-reference.ts';

interface Documented {
  name: string;
  description?: string;
}
interface ElementDeclaration extends Documented {
  tagName?: string;
  summary?: string;
  customElement?: boolean;
  attributes?: Documented[];
  events?: Documented[];
  cssParts?: Documented[];
  cssProperties?: Documented[];
}

const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/custom-elements.json'), 'utf8')) as {
  modules: { declarations?: ElementDeclaration[] }[];
};
const elements = manifest.modules
  .flatMap((module) => module.declarations ?? [])
  .filter((declaration) => declaration.customElement);

function element(tagName: string): ElementDeclaration {
  const found = elements.find((declaration) => declaration.tagName === tagName);
  if (!found)
    throw new Error(`${tagName} is not in custom-elements.json (found: ${elements.map((e) => e.tagName).join(', ')})`);
  return found;
}

function undescribed(items: Documented[] | undefined): string[] {
  return (items ?? []).filter((item) => !item.description?.trim()).map((item) => item.name);
}

const EXPECTED_ATTRIBUTES = {
  'weather-forecast': [
    'place',
    'lat',
    'lon',
    'units',
    'days',
    'hourly',
    'api-key',
    'locale',
    'hour-cycle',
    'theme',
    'show',
    'layout',
  ],
  'weather-search': [
    'api-key',
    'label',
    'placeholder',
    'limit',
    'for',
    'name',
    'disabled',
    'locale',
    'theme',
    'locate',
  ],
};

describe.each(Object.entries(EXPECTED_ATTRIBUTES))('<%s> in custom-elements.json', (tagName, attributes) => {
  it('has a summary', () => {
    expect(element(tagName).summary?.trim()).toBeTruthy();
  });

  it('lists every documented attribute', () => {
    const names = (element(tagName).attributes ?? []).map((attribute) => attribute.name);
    expect(names).toEqual(expect.arrayContaining(attributes));
  });

  it('describes every attribute, part and custom property', () => {
    const declaration = element(tagName);
    expect(undescribed(declaration.attributes)).toEqual([]);
    expect(undescribed(declaration.cssParts)).toEqual([]);
    expect(undescribed(declaration.cssProperties)).toEqual([]);
  });

  it('names its parts and the --weather-* custom properties a site can theme it with', () => {
    const declaration = element(tagName);
    expect(declaration.cssParts?.length).toBeGreaterThan(2);
    const properties = (declaration.cssProperties ?? []).map((property) => property.name);
    expect(properties).toEqual(expect.arrayContaining(['--weather-background', '--weather-text', '--weather-accent']));
    expect(properties.every((name) => name.startsWith('--weather-'))).toBe(true);
  });
});

describe('events in custom-elements.json', () => {
  it('documents that <weather-search> fires weather-place-select', () => {
    const events = element('weather-search').events ?? [];
    expect(events.map((event) => event.name)).toContain('weather-place-select');
    expect(undescribed(events)).toEqual([]);
  });

  it('documents that <weather-forecast> fires weather-load and weather-error', () => {
    const events = element('weather-forecast').events ?? [];
    expect(events.map((event) => event.name)).toEqual(expect.arrayContaining(['weather-load', 'weather-error']));
    expect(undescribed(events)).toEqual([]);
  });
});

describe('the element docs (docs/elements.md)', () => {
  const page = readFileSync(resolve(import.meta.dirname, '../../docs/elements.md'), 'utf8');
  const section = (tagName: string) => page.split(`## \`<${tagName}>\``)[1]?.split('\n## ')[0] ?? '';

  it.each(Object.keys(EXPECTED_ATTRIBUTES))(
    'describe every attribute of <%s> that the manifest has, in prose',
    (tagName) => {
      const text = section(tagName);
      const missing = (element(tagName).attributes ?? [])
        .map((attribute) => attribute.name)
        .filter((name) => !text.includes(`\`${name}\``));
      expect(missing).toEqual([]);
    },
  );

  it('hold the reference generated from the manifest, as it is now (npm run docs writes it)', () => {
    expect(page).toBe(withReference(page, elementReference(manifest)));
  });
});
