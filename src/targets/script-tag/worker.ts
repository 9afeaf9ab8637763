// The script tag's worker, dist/weather-widgets-worker-<hash>.js beside the script (its bootstrap
// runs it: see worker-bootstrap.ts): the engine and the HTTP sources
// come from the data folder, each checked against the hash the build pinned.
import { checkedInWorker } from '../../worker/checked-loaders.ts';
import { exposeService } from '../../worker/expose-service.ts';

exposeService(checkedInWorker);
