// The message catalogs as the elements get them, read from src/i18n/messages/ for tests in Node.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Catalog, CatalogFile } from '../../src/i18n/catalog.ts';
import { catalogLanguage, type Language } from '../../src/contract/languages.ts';

const folder = resolve(import.meta.dirname, '../../src/i18n/messages');

/** The raw JSON of a language's file. */
export function catalogJson(language: Language): unknown {
  return JSON.parse(readFileSync(resolve(folder, `${language}.json`), 'utf8'));
}

/** The catalog a locale is spoken in (English for a language we lack). */
export function catalogOf(locale: string): Catalog {
  const language = catalogLanguage(locale) ?? 'en';
  return { ...(catalogJson(language) as CatalogFile), language };
}
