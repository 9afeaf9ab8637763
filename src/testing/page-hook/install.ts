// The hook weather-widgets/testing installs in a page (built into a classic script's text, which
// the testing entry adds to the page): each answer of the page's weather service passes through
// the faults, scripted answers and chosen weather a test queued (test-faults.ts), and only then,
// if at all, is the service asked. Every answer is then reported to the test (the request log,
// and which scripted answers were used) before the widget sees it. A page whose queue is empty
// gets the service's answers as they are.
import { TESTING_HOOK, type TestingHook } from '../../page-client/testing-hook.ts';
import type { ServiceReply } from '../../service/types.ts';
import { withChosenWeather } from './chosen-weather.ts';
import { REPORT_BINDING, type Report } from './report.ts';
import { chosenWeathers, takeAnswer, takeFault } from './test-faults.ts';

// The test's side of the page, exposed by Playwright; absent, nothing is reported.
function report(message: Report): Promise<unknown> {
  const binding: unknown = (globalThis as Record<string, unknown>)[REPORT_BINDING];
  if (typeof binding !== 'function') return Promise.resolve(undefined);
  return Promise.resolve((binding as (message: Report) => unknown)(message)).catch(() => undefined);
}

const cached = (reply: ServiceReply) => /;\s*hit\b/.test(String(reply.headers['Cache-Status'] ?? ''));

function placeOf(reply: ServiceReply): string | undefined {
  const name: unknown = (reply.body as { location?: { name?: unknown } } | null)?.location?.name;
  return typeof name === 'string' ? name : undefined;
}

async function answer(
  operation: string,
  ask: () => Promise<ServiceReply>,
  query: Readonly<Record<string, string>>,
): Promise<ServiceReply> {
  const used: string[] = [];
  let reply: ServiceReply | undefined;
  let scripted = false;
  const fault = takeFault(operation);
  if (fault && !('delayMs' in fault)) reply = fault;
  else {
    if (fault) {
      // Told first: the test may skip the wait (skipSlowAnswers) once it knows the answer is held.
      const held = new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      await report({ kind: 'held', operation, delayMs: fault.delayMs });
      await held;
    }
    const script = takeAnswer(operation, query);
    if (script) {
      used.push(script.id);
      scripted = true;
      reply = script.reply ?? ((await report({ kind: 'answer', id: script.id, operation, query })) as ServiceReply);
    }
    reply ??= await ask();
    for (const { id, weather } of chosenWeathers(operation)) {
      const chosen = withChosenWeather(reply, operation, weather);
      if (chosen === reply) continue;
      used.push(id);
      reply = chosen;
      break;
    }
  }
  await report({
    kind: 'asked',
    operation,
    query,
    status: reply.status,
    cached: !scripted && cached(reply),
    used,
    answered: placeOf(reply),
  });
  return reply;
}

const hook: TestingHook = (operation, ask, query) => answer(operation, ask, query ?? {});

(globalThis as Record<symbol, unknown>)[TESTING_HOOK] = hook;
