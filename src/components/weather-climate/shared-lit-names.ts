// What the script tag hands the climate's module from its Lit, and where: the script puts it on
// the global object under a registered symbol just before it imports the module (shared-lit.ts),
// and the module's build maps `lit` and `lit/decorators.js` to a module that reads it there
// (src/build/climate-module-build.ts). A global, because the module defines its element's class
// as it is evaluated, before any function of it could be called.

/** The name of the registered symbol the script's Lit is under. */
export const SHARED_LIT_KEY = 'weather-widgets.lit';

/** The exports of Lit the climate's module reads; its build fails on an import of any other. */
export const SHARED_LIT_NAMES = ['css', 'html', 'LitElement', 'nothing', 'property', 'svg'] as const;
