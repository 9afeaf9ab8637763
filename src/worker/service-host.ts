import type { WeatherService } from '../service/create-weather-service.ts';
import { composeService, type Persistence } from './compose-service.ts';
import type { ServiceHost } from '../protocol/protocol.ts';
import type { ServiceLoaders } from './service-loaders.ts';
import { unavailable } from '../protocol/unavailable.ts';

/** The service behind the worker boundary (or on the main thread): composed once, on start, with its entry's loaders. */
export function createServiceHost(persistence: Persistence, loaders: ServiceLoaders): ServiceHost {
  let service: WeatherService | undefined;
  return {
    async start(config) {
      // A worker that cannot run what its loaders load (a CSP that refuses blob: modules) refuses
      // to start, and the client runs the service on the page instead.
      await loaders.ready?.();
      service = composeService(config, persistence, loaders);
    },
    async handle(operation, query, context) {
      if (!service) return unavailable('The weather service was asked before it was started.');
      return service.handle(operation, query, context);
    },
    ping: () => true,
  };
}
