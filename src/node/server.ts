// `weather-widgets/server`: the HTTP door, as a fetch-style handler and a node:http server.
export { createFetchHandler, type FetchHandlerOptions } from '../server/fetch-handler.ts';
export { createNodeServer, type FetchHandler } from '../server/node-adapter.ts';
