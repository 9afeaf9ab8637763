// The page services of the development server and the tests' pages: its page API, each
// language's messages, the UV and moon facts' module and the search's interaction module as chunks
// of the bundle.
import type { PageServices } from '../../components/page-services.ts';
import { importDetailModule } from '../../components/weather-forecast/import-detail-module.ts';
import { createDetailModules } from '../../components/weather-forecast/loaded-detail-module.ts';
import { importSearchModule } from '../../components/weather-search/import-search-module.ts';
import { createSearchModules } from '../../components/weather-search/loaded-search-module.ts';
import { createCatalogs } from '../../i18n/catalogs.ts';
import { importCatalog } from '../../i18n/import-catalog.ts';
import { pageApi } from './page-api.ts';

/** The one set of services of a page of the development server. */
export const pageServices: PageServices = {
  api: pageApi,
  catalogs: createCatalogs(importCatalog),
  details: createDetailModules(importDetailModule),
  search: createSearchModules(importSearchModule),
};
