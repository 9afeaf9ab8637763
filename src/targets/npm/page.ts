// The page services of the npm package's elements: its page API, each language's messages, the
// UV and moon facts' module and the search's interaction module as chunks of the package, which
// the app's bundler emits beside its own.
import type { PageServices } from '../../components/page-services.ts';
import { importDetailModule } from '../../components/weather-forecast/import-detail-module.ts';
import { createDetailModules } from '../../components/weather-forecast/loaded-detail-module.ts';
import { importSearchModule } from '../../components/weather-search/import-search-module.ts';
import { createSearchModules } from '../../components/weather-search/loaded-search-module.ts';
import { createCatalogs } from '../../i18n/catalogs.ts';
import { importCatalog } from '../../i18n/import-catalog.ts';
import { pageApi } from './page-api.ts';

/** The one set of services of a page that imports any of the package's element entries. */
export const pageServices: PageServices = {
  api: pageApi,
  catalogs: createCatalogs(importCatalog),
  details: createDetailModules(importDetailModule),
  search: createSearchModules(importSearchModule),
};
