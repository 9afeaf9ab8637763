// The worker of the development server and the tests: the engine and the HTTP sources are
// chunks of the bundle.
import { bundledLoaders } from '../../worker/bundled-loaders.ts';
import { exposeService } from '../../worker/expose-service.ts';

exposeService(bundledLoaders);
