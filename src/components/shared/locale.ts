// The visitor's language, units and clock, each taken from the element's attributes first,
// then from the page (the nearest `lang`), then from the browser.
import type { UnitSystem } from '../../contract/units.ts';
import { catalogLanguage } from '../../contract/languages.ts';
import { memoised } from '../../contract/memo.ts';

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
 * nearest `lang` and the browser's languages that is a valid BCP 47 tag in a language the widgets
 * speak, canonicalised (`en-us` → `en-US`); `en` when none is. A bad tag from a page never throws.
 */
export function resolveLocale(element: Element, explicit?: string | null, siteWide?: string): string {
  return chooseLocale({
    explicit,
    siteWide,
    pageLang: nearestLang(element),
    visitor: globalThis.navigator?.languages ?? [],
  });
}

/** Where a widget's locale may come from, most particular first. */
export interface LocaleSources {
  /** The element's own `locale`. */
  explicit?: string | null | undefined;
  /** The site's `locale` option (`data-locale`). */
  siteWide?: string | undefined;
  /** The nearest `lang` of the element or its ancestors. */
  pageLang?: string | undefined;
  /** The visitor's `navigator.languages`, in their order. */
  visitor: readonly string[];
}

/** The locale {@link resolveLocale} chooses from these sources, in the same order. */
export function chooseLocale({ explicit, siteWide, pageLang, visitor }: LocaleSources): string {
  for (const candidate of [explicit, siteWide, pageLang, ...visitor]) {
    if (!candidate) continue;
    const canonical = canonicalLocale(candidate);
    if (canonical && catalogLanguage(canonical)) return canonical;
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

/** The parsed locale: its language and the region it names, if any. */
function parsedLocale(locale: string): { language: string; region?: string } {
  return memoised(`parsed|${locale}`, () => {
    const parsed = new Intl.Locale(locale);
    return { language: parsed.language, region: parsed.region };
  });
}

// maximize() reads the likely-subtags data, which costs a page tens of milliseconds the first
// time: it is asked only when nothing else names a region.
/** The region a locale most likely means (`en` → `US`, `de` → `DE`). */
function likelyRegion(locale: string): string | undefined {
  return memoised(`likely|${locale}`, () => new Intl.Locale(locale).maximize().region);
}

/** The language subtag of a locale: `de` for `de-AT`. */
export function languageOf(locale: string): string {
  return parsedLocale(locale).language;
}

/**
 * Imperial for the United States, Liberia and Myanmar; metric elsewhere. The region decides, and
 * a page's `lang="de"` or `lang="en"` (every template's default) names none. The page's language
 * comes first: a visitor who reads it (their browser lists it) is taken to be where they are, so
 * their own region counts; a visitor who does not is reading a page made for that language's
 * readers, so its most likely region counts (`de` → DE: an American on a German page reads °C).
 * English is read everywhere: an English page follows every visitor. In order: the locale's
 * region; the first of the visitor's languages of the same language with a region (a British
 * visitor: en-GB) or else the visitor's first region, when the visitor reads the language; the
 * language's likely region (`en` alone: US).
 */
export function defaultUnits(
  locale: string,
  visitorLanguages: readonly string[] = globalThis.navigator?.languages ?? [],
): UnitSystem {
  const region = unitsRegion(locale, visitorLanguages);
  return region !== undefined && IMPERIAL_REGIONS.has(region) ? 'imperial' : 'metric';
}

function unitsRegion(locale: string, visitorLanguages: readonly string[]): string | undefined {
  const own = parsedLocale(locale);
  if (own.region) return own.region;
  const visitor = visitorLanguages
    .map(canonicalLocale)
    .filter((tag): tag is string => tag !== undefined)
    .map(parsedLocale);
  const readsIt = own.language === 'en' || visitor.some((tag) => tag.language === own.language);
  const visitorRegion = readsIt
    ? (visitor.find((tag) => tag.language === own.language && tag.region)?.region ??
      visitor.find((tag) => tag.region)?.region)
    : undefined;
  return visitorRegion ?? likelyRegion(locale);
}

/** The locale's own clock: `h12` where it writes "3 PM", `h23` where it writes "15:00". */
export function defaultHourCycle(locale: string): 'h12' | 'h23' {
  return memoised(`hourCycle|${locale}`, () => {
    const cycle = new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
    return cycle === 'h11' || cycle === 'h12' ? 'h12' : 'h23';
  });
}
