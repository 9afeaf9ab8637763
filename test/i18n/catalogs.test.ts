import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEATHER_CODES } from '../../src/contract/weather-codes.ts';
import { LANGUAGES, type Language } from '../../src/contract/languages.ts';
import { catalogJson } from '../support/catalogs.ts';

const ENGLISH = catalogJson('en') as Record<string, unknown>;
const PLACEHOLDER = /\{(\w+)\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
const isPlural = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'other' in value;

/** Every way `file` differs in shape from English at `path`: keys, types, array lengths, placeholders, plural forms. */
function differences(language: Language, english: unknown, translated: unknown, path: string): string[] {
  if (typeof english === 'string') {
    if (isPlural(translated)) return pluralDifferences(language, [english], translated, path);
    if (typeof translated !== 'string') return [`${path}: not text`];
    if (translated.trim() === '') return [`${path}: empty`];
    const wanted = placeholders(english).join();
    return placeholders(translated).join() === wanted
      ? []
      : [`${path}: placeholders ${placeholders(translated).join()} instead of ${wanted}`];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(translated) || translated.length !== english.length)
      return [`${path}: not ${english.length} entries`];
    return english.flatMap((entry, index) => differences(language, entry, translated[index], `${path}[${index}]`));
  }
  if (isPlural(english)) {
    if (typeof translated === 'string')
      return pluralDifferences(language, Object.values(english), { other: translated }, path, false);
    if (!isPlural(translated)) return [`${path}: not a plural message`];
    return pluralDifferences(language, Object.values(english), translated, path);
  }
  const object = english as Record<string, unknown>;
  if (typeof translated !== 'object' || translated === null) return [`${path}: not an object`];
  const keys = Object.keys(translated);
  return [
    ...Object.keys(object)
      .filter((key) => !keys.includes(key))
      .map((key) => `${path}.${key}: missing`),
    ...keys.filter((key) => !Object.hasOwn(object, key)).map((key) => `${path}.${key}: not in English`),
    ...Object.keys(object)
      .filter((key) => keys.includes(key))
      .flatMap((key) =>
        differences(language, object[key], (translated as Record<string, unknown>)[key], `${path}.${key}`),
      ),
  ];
}

// A plural message gives exactly the forms the language's plural rules choose between; each
// form keeps English's placeholders (a form for one thing may say "one" instead of `{count}`).
function pluralDifferences(
  language: Language,
  englishForms: readonly string[],
  forms: Record<string, string>,
  path: string,
  exactForms = true,
): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const problems: string[] = [];
  if (exactForms && Object.keys(forms).sort().join() !== [...categories].sort().join())
    problems.push(`${path}: forms ${Object.keys(forms).join()} instead of ${categories.join()}`);
  const wanted = new Set(englishForms.flatMap(placeholders));
  for (const [category, text] of Object.entries(forms)) {
    const own = placeholders(text);
    if (text.trim() === '') problems.push(`${path}.${category}: empty`);
    if (own.some((name) => !wanted.has(name)))
      problems.push(`${path}.${category}: unknown placeholder in ${own.join()}`);
    if ([...wanted].some((name) => name !== 'count' && !own.includes(name)))
      problems.push(`${path}.${category}: lacks one of ${[...wanted].join()}`);
  }
  return problems;
}

describe('message catalogs', () => {
  it('exist for every language the widgets speak, and only for them', () => {
    const files = readdirSync(resolve(import.meta.dirname, '../../src/i18n/messages')).filter((name) =>
      name.endsWith('.json'),
    );
    expect(files.map((name) => name.slice(0, -5)).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(21);
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    '%s has every message English has, in the same shape',
    (language) => {
      expect(differences(language, ENGLISH, catalogJson(language), language)).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s describes every weather code the contract names', (language) => {
    const weather = (catalogJson(language) as { weather: Record<string, string> }).weather;
    for (const code of Object.keys(WEATHER_CODES))
      expect(weather[code]?.trim(), `${language} code ${code}`).toBeTruthy();
  });

  it('are translated, not English left in place', () => {
    const text = (language: Language) =>
      (catalogJson(language) as { forecast: { choosePlace: string; unavailable: string } }).forecast;
    for (const language of LANGUAGES.filter((language) => language !== 'en')) {
      expect(text(language).choosePlace, language).not.toBe(text('en').choosePlace);
      expect(text(language).unavailable, language).not.toBe(text('en').unavailable);
    }
  });

  it('give English its plural forms and no others', () => {
    expect(differences('en', ENGLISH, ENGLISH, 'en')).toEqual([]);
  });
});
