import type { ReactiveControllerHost } from 'lit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Problem } from '../../../src/contract/problems.ts';
import type { Outcome } from '../../../src/components/shared/ask-service.ts';
import type { ServiceState } from '../../../src/page-client/page-api.ts';
import {
  ForecastController,
  type ForecastService,
  type ForecastStatus,
} from '../../../src/components/weather-forecast/forecast-controller.ts';

// Every state of a forecast's asking and each way between them, on a clock the test moves:
// idle → asking → shown | failed | waiting | restarting, and back to asking. The page's service
// says when a lost worker's replacement is up, or that none could start.

const OSLO = { forecast: { place: 'Oslo' }, current: { place: 'Oslo' } };
const BERGEN = { forecast: { place: 'Bergen' }, current: { place: 'Bergen' } };

const answer = (temp: number): Outcome<unknown> => ({ ok: true, body: { temp }, ageSeconds: 0, offline: false });
const refusal = (code: string, retryAfterSeconds?: number): Outcome<unknown> => ({
  ok: false,
  problem: { code, detail: code, status: 503 } as unknown as Problem,
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

/** Where a fake page service stands, and the test's hand on it. */
function serviceStates() {
  let current: ServiceState = 'up';
  const listeners = new Set<(state: ServiceState) => void>();
  return {
    state: () => current,
    onState(listener: (state: ServiceState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Moves the service to `state`, telling whoever listens. */
    become(state: ServiceState) {
      current = state;
      for (const listener of [...listeners]) listener(state);
    },
  };
}

/**
 * A service that answers each question (its forecast and its current conditions alike) with the
 * next of `outcomes`, the last one again once they run out; `asked` counts both operations. An
 * answer of service_unavailable finds the service restarting, as a lost worker leaves it.
 */
function service(
  ...outcomes: Outcome<unknown>[]
): ForecastService & { asked: number; losesWorker: boolean; become(state: ServiceState): void } {
  const queue = [...outcomes];
  let outcome = queue[0]!;
  const states = serviceStates();
  const fake = {
    ...states,
    asked: 0,
    losesWorker: true,
    now: () => Date.now(),
    ask: async <Body>(operation: string) => {
      fake.asked++;
      if (operation === 'forecast') outcome = queue.length > 1 ? queue.shift()! : queue[0]!;
      if (fake.losesWorker && !outcome.ok && outcome.problem.code === 'service_unavailable')
        states.become('restarting');
      return outcome as Outcome<Body>;
    },
  };
  return fake;
}

function controllerWith(fake: ForecastService) {
  const told: string[] = [];
  const host: ReactiveControllerHost = {
    addController: () => {},
    removeController: () => {},
    requestUpdate: () => {},
    updateComplete: Promise.resolve(true),
  };
  const controller = new ForecastController(
    host,
    { onLoad: () => told.push('load'), onProblem: (problem) => told.push(problem.code) },
    fake,
  );
  const state = (): ForecastStatus['state'] => controller.status.state;
  return { controller, told, state };
}

describe('a forecast asking the service', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      addEventListener: () => {},
      removeEventListener: () => {},
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts idle, asks, and shows the answer: ready resolves and weather-load is told once', async () => {
    const { controller, told, state } = controllerWith(service(answer(3)));
    expect(state()).toBe('idle');
    const asking = controller.ask(OSLO);
    expect(state()).toBe('asking');
    expect(controller.loading).toBe(true);
    await asking;
    expect(state()).toBe('shown');
    expect(controller.data?.forecast).toEqual({ temp: 3 });
    await expect(controller.ready).resolves.toBeUndefined();
    expect(told).toEqual(['load']);
  });

  it('fails with the problem, keeping the answers on screen stale, and a refresh asks again', async () => {
    const { controller, told, state } = controllerWith(service(answer(3), refusal('upstream_error'), answer(4)));
    await controller.ask(OSLO);
    await controller.refresh();
    expect(state()).toBe('failed');
    expect(controller.problem?.code).toBe('upstream_error');
    expect(controller.data?.forecast).toEqual({ temp: 3 });
    await expect(controller.ready).rejects.toMatchObject({ problem: { code: 'upstream_error' } });
    const again = controller.refresh();
    expect(state()).toBe('asking');
    expect(controller.problem).toBeUndefined();
    await again;
    expect(controller.data?.forecast).toEqual({ temp: 4 });
    expect(told).toEqual(['load', 'upstream_error', 'load']);
  });

  it('waits out a 429 with its countdown, then asks again by itself', async () => {
    const fake = service(refusal('rate_limited', 30), answer(5));
    const { controller, state } = controllerWith(fake);
    await controller.ask(OSLO);
    expect(state()).toBe('waiting');
    expect(controller.wait).toEqual({ retryAt: Date.now() + 30_000, seconds: 30 });
    await vi.advanceTimersByTimeAsync(29_000);
    expect(fake.asked).toBe(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fake.asked).toBe(4);
    expect(state()).toBe('shown');
    expect(controller.wait).toBeUndefined();
  });

  it('waits, loading, while the service restarts its worker, however long, and asks again once it is up', async () => {
    const fake = service(refusal('service_unavailable'), answer(6));
    const { controller, told, state } = controllerWith(fake);
    await controller.ask(OSLO);
    expect(state()).toBe('restarting');
    expect(controller.loading).toBe(true);
    expect(controller.problem).toBeUndefined();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(state()).toBe('restarting');
    expect(fake.asked).toBe(2);
    fake.become('up');
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('shown');
    expect(controller.data?.forecast).toEqual({ temp: 6 });
    expect(told).toEqual(['load']);
  });

  it('asks again twice after a lost worker, then shows the error', async () => {
    const fake = service(refusal('service_unavailable'));
    const { controller, told, state } = controllerWith(fake);
    await controller.ask(OSLO);
    for (const restart of [1, 2]) {
      expect({ restart, state: state() }).toEqual({ restart, state: 'restarting' });
      fake.become('up');
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(state()).toBe('failed');
    expect(controller.problem?.code).toBe('service_unavailable');
    expect(fake.asked).toBe(6);
    expect(told).toEqual(['service_unavailable']);
  });

  it('asks again after 1 s and 3 s when a 503 leaves the service up (a chunk not sent), then shows the error', async () => {
    const fake = service(refusal('service_unavailable'));
    fake.losesWorker = false;
    const { controller, told, state } = controllerWith(fake);
    await controller.ask(OSLO);
    expect(state()).toBe('restarting');
    await vi.advanceTimersByTimeAsync(999);
    expect(fake.asked).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.asked).toBe(4);
    expect(state()).toBe('restarting');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(fake.asked).toBe(6);
    expect(state()).toBe('failed');
    expect(told).toEqual(['service_unavailable']);
  });

  it("counts down on the page's clock while the service asks about a fixed instant", async () => {
    // A site's fixed `now` (data-now) names the weather's instant, not the time passing.
    const fixed = Date.parse('2026-12-22T12:00:00Z');
    const asked: number[] = [];
    const fake = service(refusal('rate_limited', 30), answer(5));
    const { controller } = controllerWith({
      ...fake,
      now: () => fixed,
      ask: (operation, query, options) => (asked.push(options.now), fake.ask(operation, query, options)),
    });
    await controller.ask(OSLO);
    expect(controller.wait).toEqual({ retryAt: Date.now() + 30_000, seconds: 30 });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(controller.status.state).toBe('shown');
    expect(controller.data?.receivedAt).toBe(Date.now());
    expect(new Set(asked)).toEqual(new Set([fixed]));
  });

  it('after a third lost worker, Retry shows the error again without waiting for another worker', async () => {
    const fake = service(refusal('service_unavailable'));
    const { controller, state } = controllerWith(fake);
    await controller.ask(OSLO);
    for (let restart = 0; restart < 2; restart++) {
      fake.become('up');
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(state()).toBe('failed');
    fake.become('up');
    await controller.refresh();
    expect(state()).toBe('failed');
    expect(fake.asked).toBe(8);
    // A new question counts its lost workers afresh.
    await controller.ask(BERGEN);
    expect(state()).toBe('restarting');
  });

  it('shows the error at once when the service says no fresh worker could start', async () => {
    const fake = service(refusal('service_unavailable'));
    const { controller, told, state } = controllerWith(fake);
    await controller.ask(OSLO);
    expect(state()).toBe('restarting');
    fake.become('gone');
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('failed');
    await expect(controller.ready).rejects.toMatchObject({ problem: { code: 'service_unavailable' } });
    expect(fake.asked).toBe(2);
    expect(told).toEqual(['service_unavailable']);
  });

  it('stops waiting for the service once asked about another place', async () => {
    const fake = service(refusal('service_unavailable'), answer(7), answer(8));
    const { controller, state } = controllerWith(fake);
    await controller.ask(OSLO);
    await controller.ask(BERGEN);
    expect(state()).toBe('shown');
    fake.become('up');
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.asked).toBe(4);
    expect(controller.data?.forecast).toEqual({ temp: 7 });
  });

  it('refreshes the answer on screen every ten minutes', async () => {
    const fake = service(answer(1), answer(2));
    const { controller, state } = controllerWith(fake);
    await controller.ask(OSLO);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fake.asked).toBe(4);
    expect(state()).toBe('shown');
    expect(controller.data?.forecast).toEqual({ temp: 2 });
  });

  it('drops the old place at once when asked about another, and an answer to an older question', async () => {
    // Each question's two asks, answered when the test says.
    const pending: ((outcome: Outcome<unknown>) => void)[] = [];
    const fake: ForecastService = {
      ...serviceStates(),
      now: () => Date.now(),
      ask: <Body>() =>
        new Promise<Outcome<Body>>((resolve) => pending.push(resolve as (outcome: Outcome<unknown>) => void)),
    };
    const release = (outcome: Outcome<unknown>) => pending.splice(0, 2).forEach((resolve) => resolve(outcome));
    const { controller, state } = controllerWith(fake);
    void controller.ask(OSLO);
    const bergen = controller.ask(BERGEN);
    expect(controller.data).toBeUndefined();
    release(answer(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(state()).toBe('asking');
    expect(controller.data).toBeUndefined();
    release(answer(2));
    await bergen;
    expect(controller.data?.forecast).toEqual({ temp: 2 });
  });

  it('goes idle with no place, and forgets what it showed', async () => {
    const { controller, state } = controllerWith(service(answer(3)));
    await controller.ask(OSLO);
    await controller.ask(undefined);
    expect(state()).toBe('idle');
    expect(controller.data).toBeUndefined();
    await expect(controller.ready).resolves.toBeUndefined();
  });
});
