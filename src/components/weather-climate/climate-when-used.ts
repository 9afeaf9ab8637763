// Loads and defines <weather-climate> once the page has one: a page that never shows a climate
// chart downloads none of its code. Elements in the document are found as they arrive (a
// MutationObserver, stopped once the element is defined); one inside another element's shadow
// root is not seen, and a page that builds one there defines it itself (`weather-widgets/climate`).
import type { PageServices } from '../page-services.ts';

/** What loading gives: the module's define function, its way to its words already chosen. */
export interface ClimateModule {
  defineClimate(services: PageServices): void;
}

// Called by the script tag and the development server's page, in a browser only.
export function defineClimateWhenUsed(services: PageServices, load: () => Promise<ClimateModule>): void {
  let started = false;
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (started || !document.querySelector('weather-climate')) return;
    started = true;
    observer.disconnect();
    load().then(
      (module) => module.defineClimate(services),
      (error: unknown) => {
        console.error('weather-widgets: the climate chart’s code could not load;', error);
        // A later element tries again.
        started = false;
        observer.observe(document, { childList: true, subtree: true });
      },
    );
  };
  observer.observe(document, { childList: true, subtree: true });
  check();
}
