// The loaders of the main-thread service, the page's stand-in for a worker that cannot start:
// each module of the data folder a module <script integrity>, checked by the browser.
import { importOnPage } from '../integrity/import-on-page.ts';
import type { ServiceLoaders } from '../worker/service-loaders.ts';
import { CONTRACT, ENGINE, MODEL, OPEN_METEO, pin, SHA256, SPATIAL } from '../worker/checked-loaders.ts';

/** A page's (the main-thread service): each module a <script integrity>. */
export const checkedOnPage: ServiceLoaders = {
  engine: (url) => importOnPage(url, pin(url), ENGINE),
  model: (url) => importOnPage(url, pin(url), MODEL),
  spatial: (url) => importOnPage(url, pin(url), SPATIAL),
  contract: (url) => importOnPage(url, pin(url), CONTRACT),
  openMeteo: (url) => importOnPage(url, pin(url), OPEN_METEO),
  sha256: (url) => importOnPage(url, pin(url), SHA256),
};
