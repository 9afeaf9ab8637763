// The visitor's language, units and clock, each taken from the element's attributes first,
// then from the page (the nearest `lang`), then from the browser.
import type { UnitSystem } from '../../contract/units.ts';

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
    try {
      const [canonical] = Intl.getCanonicalLocales(candidate);
      if (canonical) return canonical;
    } catch {
      // Not a language tag: try the next.
    }
  }
  return 'en';
}

/** Imperial for the United States, Liberia and Myanmar (`en` alone means en-US); metric elsewhere. */
export function defaultUnits(locale: string): UnitSystem {
  const region = new Intl.Locale(locale).maximize().region;
  return region !== undefined && IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
}

/** The locale's own clock: `h12` where it writes "3 PM", `h23` where it writes "15:00". */
export function defaultHourCycle(locale: string): 'h12' | 'h23' {
  const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
}

/**
 * The messages of the locale's language from a table keyed by language (`de`, `ja`, or a full
 * tag such as `pt-BR` when it differs), falling back to English.
 */
export function pickMessages<Messages>(locale: string, table: { en: Messages } & Partial<Record<string, Messages>>): Messages {
  const parsed = new Intl.Locale(locale);
  const regional = parsed.region ? `${parsed.language}-${parsed.region}` : undefined;
  return (regional ? table[regional] : undefined) ?? table[parsed.language] ?? table.en;
}
