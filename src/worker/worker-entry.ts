// The worker of the development server and the tests: the engine and the HTTP sources are
// chunks of the bundle.
import { bundledLoaders } from './bundled-loaders.ts';
import { exposeService } from './expose-service.ts';

exposeService(bundledLoaders);
