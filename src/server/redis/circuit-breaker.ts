// A circuit breaker in front of Redis (Nygard, "Release It!", ch. 5): while it is open, commands
// fail at once instead of each waiting for a Redis that does not answer. A stopped Redis
// (SIGSTOP, a full disk, a network partition) keeps its TCP connection up, so nothing but time
// tells it from a slow one: each command gets a budget, and the first to overrun it opens the
// breaker. A request therefore waits for Redis at most once, one budget. While open, a probe
// runs every `probeEveryMs`; its first answer closes the breaker. Each outage and each recovery
// is logged once.
//
// A process whose event loop is busy reads Redis's replies late, and a Redis that is answering
// other commands is working through them, not gone: neither may open the breaker, or a loaded
// instance would count its quota alone. So a budget's verdict waits until Node has read its
// sockets (setImmediate), and a command that overran it gets another budget when the verdict
// itself came late by more than half a budget (then this process was held up too, by its own
// work or a machine short of CPU for everyone, and Redis's silence says nothing), or, up to
// `maxBudgets`, when Redis answered others meanwhile. Only a Redis that said nothing for a
// whole budget of this process's own punctual time is taken for gone.

import { messageOf } from '../../contract/message-of.ts';

/** Options of {@link circuitBreaker}. */
export interface CircuitBreakerOptions {
  /** How long one command may take, with Redis silent, before the breaker opens. */
  budgetMs: number;
  /** Budgets one command may take while Redis answers others. Default 10. */
  maxBudgets?: number;
  /** How often an open breaker asks Redis whether it is back. */
  probeEveryMs: number;
  /** A cheap command (PING) that resolves once Redis answers. */
  probe: () => Promise<unknown>;
  /** One line when an outage starts, one when it ends. */
  onOpen: (reason: string) => void;
  onClose: (outageMs: number) => void;
}

/** The breaker's one operation, and what it knows. */
export interface CircuitBreaker {
  /** Runs `command` within the budget; rejects at once while the breaker is open. */
  run<T>(command: () => Promise<T>): Promise<T>;
  /** Opens the breaker from outside (the connection was lost). */
  trip(reason: string): void;
  /** Closes it from outside (the connection is ready again). */
  reset(): void;
  readonly open: boolean;
  /** Stops probing. */
  stop(): void;
}

/** The rejection of a command refused or overrun: its message says which. */
export class RedisUnavailable extends Error {
  override name = 'RedisUnavailable';
}

export function circuitBreaker(options: CircuitBreakerOptions): CircuitBreaker {
  const { budgetMs, probeEveryMs, probe, onOpen, onClose, maxBudgets = 10 } = options;
  let openedAt: number | undefined;
  // Replies Redis has sent, of any command: a sign of life that no busy event loop can fake.
  let answers = 0;
  const answered = () => answers;
  let probing: ReturnType<typeof setInterval> | undefined;

  const close = () => {
    if (openedAt === undefined) return;
    const outageMs = Date.now() - openedAt;
    openedAt = undefined;
    clearInterval(probing);
    probing = undefined;
    onClose(outageMs);
  };
  const trip = (reason: string) => {
    if (openedAt !== undefined) return;
    openedAt = Date.now();
    onOpen(reason);
    let asking = false;
    probing = setInterval(() => {
      if (asking) return;
      asking = true;
      withinBudget(probe, budgetMs, answered, 1)
        .then(close, () => {})
        .finally(() => (asking = false));
    }, probeEveryMs);
    probing.unref();
  };

  return {
    run(command) {
      if (openedAt !== undefined) return Promise.reject(new RedisUnavailable('redis: the circuit is open'));
      const counted = () =>
        command().finally(() => {
          answers += 1;
        });
      return withinBudget(counted, budgetMs, answered, maxBudgets).catch((error: unknown) => {
        trip(messageOf(error));
        throw error;
      });
    },
    trip,
    reset: close,
    get open() {
      return openedAt !== undefined;
    },
    stop() {
      clearInterval(probing);
    },
  };
}

/**
 * `command`'s result, or a RedisUnavailable once a budget has passed, on time, in which Redis
 * answered nothing (`answered` did not grow), or `maxBudgets` have. Each verdict waits for setImmediate,
 * which runs after Node has read its sockets: a reply that arrived while the process was busy
 * (requests, a long GC) is taken, not mistaken for a silent Redis.
 */
function withinBudget<T>(
  command: () => Promise<T>,
  budgetMs: number,
  answered: () => number,
  maxBudgets: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let budgets = 1;
    let seen = answered();
    let due = performance.now() + budgetMs;
    const verdict = () =>
      setImmediate(() => {
        if (settled) return;
        const now = answered();
        // Held up itself, this process cannot judge Redis: it asks again, however often (the
        // client's own command timeout bounds the wait). Redis answering others meanwhile earns
        // a command more time up to maxBudgets.
        const late = performance.now() - due > budgetMs / 2;
        if (late || (now > seen && budgets < maxBudgets)) {
          if (!late) budgets += 1;
          seen = now;
          due = performance.now() + budgetMs;
          timer = setTimeout(verdict, budgetMs);
          return;
        }
        settled = true;
        reject(new RedisUnavailable(`redis: no answer within ${budgetMs * budgets} ms`));
      });
    let timer = setTimeout(verdict, budgetMs);
    command().then(
      (value) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
