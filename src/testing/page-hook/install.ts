// The hook weather-widgets/testing installs in a page (built into a classic script's text, which
// the testing entry adds to the page): each answer of the page's weather service passes through
// the faults and the chosen weather a test queued (test-faults.ts), and only then, if at all, is
// the service asked. A page whose queue is empty gets the service's answers as they are.
import { TESTING_HOOK, type TestingHook } from '../../page-client/testing-hook.ts';
import { withChosenWeather } from './chosen-weather.ts';
import { chosenWeather, takeFault } from './test-faults.ts';

const hook: TestingHook = (operation, ask) => {
  const fault = takeFault(operation);
  if (fault && !('delayMs' in fault)) return fault;
  const answer = fault ? new Promise((resolve) => setTimeout(resolve, fault.delayMs)).then(ask) : ask();
  const weather = chosenWeather(operation);
  return weather ? answer.then((reply) => withChosenWeather(reply, operation, weather)) : answer;
};

(globalThis as Record<symbol, unknown>)[TESTING_HOOK] = hook;
