import type { WeatherService } from '../service/create-weather-service.ts';
import { createHttpResponder, type HttpOptions } from './http-responder.ts';

/** Options of {@link createFetchHandler}. */
export type FetchHandlerOptions = HttpOptions;

/**
 * The HTTP door to the service as a fetch-style handler, `(Request) → Promise<Response>`, so
 * it runs unchanged on Node 20, Deno, Bun and Cloudflare Workers.
 */
export function createFetchHandler(service: WeatherService, options: FetchHandlerOptions = {}) {
  const respond = createHttpResponder(service, options);
  return async function handleRequest(request: Request): Promise<Response> {
    const { headers } = request;
    const reply = await respond({
      method: request.method,
      url: request.url,
      acceptEncoding: headers.get('Accept-Encoding'),
      ifNoneMatch: headers.get('If-None-Match'),
      origin: headers.get('Origin'),
      referer: headers.get('Referer'),
    });
    return new Response(reply.body === undefined ? null : (reply.body as ConstructorParameters<typeof Response>[0]), {
      status: reply.status,
      headers: reply.headers,
    });
  };
}
