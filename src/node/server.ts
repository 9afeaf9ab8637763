// `weather-widgets/server`: the HTTP door, as a fetch-style handler and a node:http server.
export { createFetchHandler, type FetchHandlerOptions } from '../server/fetch-handler.ts';
export { createNodeServer, type NodeServerOptions } from '../server/node-adapter.ts';
export {
  createHttpResponder,
  type HttpOptions,
  type HttpReply,
  type HttpRequestLine,
} from '../server/http-responder.ts';
export { DEFAULT_LIMITS, type ServerLimits } from '../server/server-limits.ts';
export {
  openApiDocument,
  type OpenApiDocument,
  type OpenApiOptions,
  type ReplyExamples,
} from '../server/openapi/openapi-document.ts';
