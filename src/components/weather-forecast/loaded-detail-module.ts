// The UV and moon facts' module for the elements (words, the moon's drawing, the UV classes and
// their styles): loaded once for the page, on first use, then read synchronously while rendering.
import type { Detail } from './details.ts';

/** What the module gives: see detail-module.ts. */
export type DetailModule = typeof import('./detail-module.ts');

let importModule: (() => Promise<DetailModule>) | undefined;
let loaded: DetailModule | undefined;
let loading: Promise<void> | undefined;
let sheet: CSSStyleSheet | undefined;

/**
 * Tells the page how to load the module; each entry passes its own (a chunk for the npm package
 * and the development server, a file beside the script for the script tag).
 */
export function provideDetailModule(load: () => Promise<DetailModule>): void {
  importModule = load;
}

/** Loads the module (once for the page); settles when it can be read. */
export function loadDetailModule(): Promise<void> {
  return (loading ??= (importModule ?? (() => Promise.reject(new Error('weather-widgets: no details module loader'))))().then((module) => {
    loaded = module;
  }));
}

/** The module, once loaded. */
export function detailModule(): DetailModule | undefined {
  return loaded;
}

/**
 * Gives a shadow root the facts' styles once loaded (a constructed sheet, shared by every
 * element; a page's CSP does not govern it as it does inline styles). Repeated calls add nothing.
 */
export function adoptDetailStyles(root: HTMLElement | DocumentFragment): void {
  if (!loaded || !(root instanceof ShadowRoot)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(loaded.DETAIL_CSS);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Whether the facts need the module: UV and the moon do. */
export function needsDetailModule(details: readonly Detail[]): boolean {
  return details.includes('uv') || details.includes('moon');
}
