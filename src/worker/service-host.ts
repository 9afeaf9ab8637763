import { assertBlobModulesAllowed } from '../integrity/import-verified.ts';
import { EMBEDDED_FILES } from '../sources/embedded/embedded-files.ts';
import type { WeatherService } from '../service/create-weather-service.ts';
import { composeService, type Persistence } from './compose-service.ts';
import type { ServiceHost } from './protocol.ts';
import { unavailable } from './unavailable.ts';

/** The service behind the worker boundary (or on the main thread): composed once, on start. */
export function createServiceHost(persistence: Persistence): ServiceHost {
  let service: WeatherService | undefined;
  return {
    async start(config) {
      // A worker runs the modules it checks from blob: URLs; where the page's CSP refuses them,
      // it refuses to start, and the client runs the service on the page instead.
      if (typeof document === 'undefined' && EMBEDDED_FILES.integrity !== undefined) await assertBlobModulesAllowed();
      service = composeService(config, persistence);
    },
    async handle(operation, query, context) {
      if (!service) return unavailable('The weather service was asked before it was started.');
      return service.handle(operation, query, context);
    },
    ping: () => true,
  };
}
