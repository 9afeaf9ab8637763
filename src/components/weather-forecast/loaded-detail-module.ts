// The UV and moon facts' module for the elements (words, the moon's drawing, the UV classes and
// their styles): loaded once for the page, on first use, then read synchronously while rendering.
import type { Detail } from './details.ts';

/** What the module gives: see detail-module.ts. */
export type DetailModule = typeof import('./detail-module.ts');

/** The page's one copy of the module, loaded by the way its build target passes in. */
export interface DetailModules {
  /** Loads the module (once for the page); settles when it can be read. */
  load(): Promise<void>;
  /** The module, once loaded. */
  loaded(): DetailModule | undefined;
  /**
   * Gives a shadow root the facts' styles once loaded (a constructed sheet, shared by every
   * element; a page's CSP does not govern it as it does inline styles). Repeated calls add nothing.
   */
  adoptStyles(root: HTMLElement | DocumentFragment): void;
}

/**
 * The module of a page whose build target loads it with `importModule` (a chunk for the npm
 * package and the development server, a file beside the script for the script tag).
 */
export function createDetailModules(importModule: () => Promise<DetailModule>): DetailModules {
  let loaded: DetailModule | undefined;
  let loading: Promise<void> | undefined;
  let sheet: CSSStyleSheet | undefined;
  return {
    load: () =>
      (loading ??= importModule().then((module) => {
        loaded = module;
      })),
    loaded: () => loaded,
    adoptStyles(root) {
      if (!loaded || !(root instanceof ShadowRoot)) return;
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(loaded.DETAIL_CSS);
      }
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  };
}

/** Whether the facts need the module: UV and the moon do. */
export function needsDetailModule(details: readonly Detail[]): boolean {
  return details.includes('uv') || details.includes('moon');
}
