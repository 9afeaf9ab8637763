// The visitor's language, units and clock, each taken from the element's attributes first,
// then from the page (the nearest `lang`), then from the browser.
import type { UnitSystem } from '../../contract/units.ts';
import { memoised } from './memo.ts';

/** Regions that measure in imperial units (the rest of the world is metric). */
const IMPERIAL_REGIONS = new Set(['US', 'LR', 'MM']);

/** The `lang` of the element or its nearest ancestor, crossing shadow roots. */
export function nearestLang(element: Element): string | undefined {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element) {
      const lang = node.getAttribute('lang');
      if (lang) return lang;
    }
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return undefined;
}

/**
 * The first of `explicit` (the element's own), `siteWide` (configured for every widget), the
 * nearest `lang`, the browser's languages and `en` that is a valid BCP 47 tag, canonicalised
 * (`en-us` → `en-US`). A bad tag from a page never throws.
 */
export function resolveLocale(element: Element, explicit?: string | null, siteWide?: string): string {
  const candidates = [explicit, siteWide, nearestLang(element), ...(globalThis.navigator?.languages ?? [])];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const canonical = canonicalLocale(candidate);
    if (canonical) return canonical;
  }
  return 'en';
}

/** The canonical form of a BCP 47 tag, or undefined for a string that is not one. */
function canonicalLocale(tag: string): string | undefined {
  return memoised(`canonical|${tag}`, () => {
    try {
      return Intl.getCanonicalLocales(tag)[0];
    } catch {
      return undefined;
    }
  });
}

/** The parsed locale, with its likely subtags (`en` → `en-Latn-US`). */
function parsedLocale(locale: string): { language: string; region?: string; likelyRegion?: string } {
  return memoised(`parsed|${locale}`, () => {
    const parsed = new Intl.Locale(locale);
    return { language: parsed.language, region: parsed.region, likelyRegion: parsed.maximize().region };
  });
}

/** The language subtag of a locale: `de` for `de-AT`. */
export function languageOf(locale: string): string {
  return parsedLocale(locale).language;
}

/** Imperial for the United States, Liberia and Myanmar (`en` alone means en-US); metric elsewhere. */
export function defaultUnits(locale: string): UnitSystem {
  const region = parsedLocale(locale).likelyRegion;
  return region !== undefined && IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
}

/** The locale's own clock: `h12` where it writes "3 PM", `h23` where it writes "15:00". */
export function defaultHourCycle(locale: string): 'h12' | 'h23' {
  return memoised(`hourCycle|${locale}`, () => {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
  });
}

/**
 * The messages of the locale's language from a table keyed by language (`de`, `ja`, or a full
 * tag such as `pt-BR` when it differs), falling back to English.
 */
export function pickMessages<Messages>(locale: string, table: { en: Messages } & Partial<Record<string, Messages>>): Messages {
  const parsed = parsedLocale(locale);
  const regional = parsed.region ? `${parsed.language}-${parsed.region}` : undefined;
  return (regional ? table[regional] : undefined) ?? table[parsed.language] ?? table.en;
}
