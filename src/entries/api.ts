// `weather-widgets/api`: the page API alone, without Lit or the elements: request() typed by
// operation, configure() and what the widgets read of the configuration. The element entries
// export the same functions, so an app that imports both has one client, hence one worker.
// Importing it, and calling configure(), is safe on a server: nothing of the browser's is
// touched before the first request in a browser.
import { pageApi } from '../targets/npm/page-api.ts';
export const { request, configure, defaultKey, onConfigure, sourceName } = pageApi;
export type {
  CurrentEnvelope,
  Envelopes,
  ForecastEnvelope,
  GeocodeEnvelope,
  Operation,
  PageQuery,
  PageReply,
  Problem,
  RequestOptions,
  ServiceReply,
  SourceName,
  WeatherWidgetsConfig,
} from '../page-client/page-api.ts';
export type { Location } from '../contract/records.ts';
