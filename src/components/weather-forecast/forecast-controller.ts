// Asking the service for <weather-forecast>: one question at a time (a newer one makes older
// answers irrelevant), a wait after a 429, a quiet retry once a dead worker is replaced, a
// refresh every ten minutes while the page is seen. Where it stands is one value, `status`
// (docs/architecture.md draws its states), as lit's Task keeps one status.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CurrentEnvelope, ForecastEnvelope } from '../../contract/envelopes.ts';
import type { Problem } from '../../contract/problems.ts';
import type { PageQuery, ServiceState } from '../../page-client/page-api.ts';
import type { Operation, Outcome } from '../shared/ask-service.ts';
import { deferred, resolved } from '../shared/deferred.ts';
import { WeatherProblemError } from './forecast-events.ts';

/** What to ask: the query of each operation, or none for an operation not shown. */
export interface ForecastQuestion {
  forecast?: PageQuery;
  current?: PageQuery;
  /** A fixed instant to ask for (epoch ms); unset: the page's clock when asking. */
  now?: number;
}

export interface ForecastData {
  forecast?: ForecastEnvelope;
  current?: CurrentEnvelope;
  /** Seconds since the source produced the older of the answers, when they arrived. */
  ageSeconds: number;
  offline: boolean;
  /** Epoch ms when the answers arrived. */
  receivedAt: number;
}

/**
 * Where a forecast's asking stands. `data` is the answers on screen, kept while a refresh runs
 * or fails (then they are stale). `restarting`: the page client lost its worker (it died or hung);
 * the question is asked again once the service says a fresh one is up, and `cause` is shown only
 * if none can start. `restarts` counts the workers lost in a row for this question, until one
 * answers.
 */
export type ForecastStatus =
  | { readonly state: 'idle'; readonly data?: undefined }
  | { readonly state: 'asking'; readonly data?: ForecastData; readonly restarts: number }
  | { readonly state: 'restarting'; readonly data?: ForecastData; readonly cause: Problem; readonly restarts: number }
  | { readonly state: 'shown'; readonly data: ForecastData }
  | {
      readonly state: 'waiting';
      readonly data?: ForecastData;
      readonly problem: Problem;
      readonly retryAt: number;
      readonly seconds: number;
      readonly restarts: number;
    }
  | { readonly state: 'failed'; readonly data?: ForecastData; readonly problem: Problem; readonly restarts: number };

/** What a status wants done once it is entered: the timers and the watch that lead out of it. */
export type Follow =
  /** Ask again after `ms`: the end of a 429's wait, or a pause before asking a restarted service. */
  | { readonly after: 'delay'; readonly ms: number }
  /** Ask again once the service says its fresh worker is up; fail with the cause if none can start. */
  | { readonly after: 'service' }
  /** Draw again every second: the countdown on screen. */
  | { readonly after: 'tick' }
  /** Ask again after the refresh interval, if the page is seen then. */
  | { readonly after: 'refresh' };

/** The status answers lead to, and what it wants done. */
export interface Settled {
  readonly status: ForecastStatus;
  readonly follows: readonly Follow[];
}

/** What the element is told when an ask settles on screen. */
export interface SettleListeners {
  /** Once per failure shown, with the problem. */
  onProblem(problem: Problem): void;
  /** Once per answer shown. */
  onLoad(data: ForecastData): void;
}

/** The service the controller asks, the instant it asks about when the question names none, and where the service stands. */
export interface ForecastService {
  ask<Body>(operation: Operation, query: PageQuery, options: { now: number }): Promise<Outcome<Body>>;
  /** The instant to ask about: the site's fixed `now` if it set one, else the page's clock. */
  now(): number;
  state(): ServiceState;
  onState(listener: (state: ServiceState) => void): () => void;
}

const REFRESH_MS = 10 * 60_000;
// A worker that dies on every question is not replaced for ever: after this many, the error shows.
const MAX_RESTARTS = 2;
// A 503 while the service is up (a chunk the CDN failed to send) is asked again after these.
const UNAVAILABLE_RETRY_DELAYS_MS = [1000, 3000];

/** The place a question is about, whichever operation carries it. */
function where(question: ForecastQuestion | undefined): string {
  const query = question?.forecast ?? question?.current;
  return query ? JSON.stringify([query['place'], query['lat'], query['lon']]) : '';
}

/** The workers lost in a row so far: kept while the same question is asked again, until an answer. */
function restartsOf(status: ForecastStatus): number {
  return 'restarts' in status ? status.restarts : 0;
}

// The one clock of the controller, for the time that passes (the countdown, the answers' age, the
// ten-minute refresh): the page's clock, as setTimeout keeps it and as Playwright's page.clock and
// vitest's fake timers move it. The service's now() is not read for these: it is the instant asked
// about, which a site's fixed `now` (data-now) stops, and a countdown read from it would stand still.
const pageClock = (): number => Date.now();

export class ForecastController implements ReactiveController {
  #status: ForecastStatus = { state: 'idle' };
  #question?: ForecastQuestion;
  #key = '';
  // Each ask has an id; an answer to any but the latest is dropped.
  #callId = 0;
  #refreshTimer?: ReturnType<typeof setTimeout>;
  #retryTimer?: ReturnType<typeof setTimeout>;
  #tickTimer?: ReturnType<typeof setInterval>;
  #stopWatchingService?: () => void;
  // Settles when what is asked is on screen; replaced by a new one when asking starts after it settled.
  #ready = resolved();
  #onVisibility = () => {
    const data = this.#status.data;
    if (document.visibilityState === 'visible' && data && pageClock() - data.receivedAt >= REFRESH_MS)
      void this.refresh();
  };

  readonly #host: ReactiveControllerHost;
  readonly #listeners: SettleListeners;
  readonly #service: ForecastService;

  constructor(host: ReactiveControllerHost, listeners: SettleListeners, service: ForecastService) {
    this.#host = host;
    this.#listeners = listeners;
    this.#service = service;
    host.addController(this);
  }

  /** Where the asking stands. */
  get status(): ForecastStatus {
    return this.#status;
  }

  /** The answers on screen, in any state. */
  get data(): ForecastData | undefined {
    return this.#status.data;
  }

  /** The failure shown, while one is. */
  get problem(): Problem | undefined {
    return 'problem' in this.#status ? this.#status.problem : undefined;
  }

  /** After a 429: when the next attempt starts (epoch ms), and how long the service asked to wait. */
  get wait(): { retryAt: number; seconds: number } | undefined {
    return this.#status.state === 'waiting'
      ? { retryAt: this.#status.retryAt, seconds: this.#status.seconds }
      : undefined;
  }

  /** Whether an answer is on its way: asked, or asked again after a worker was replaced. */
  get loading(): boolean {
    return this.#status.state === 'asking' || this.#status.state === 'restarting';
  }

  /** Resolves once the answers to the latest question are shown; rejects with a WeatherProblemError when an error is shown instead. */
  get ready(): Promise<void> {
    return this.#ready.promise;
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onVisibility);
    // Back in the page (moved, or re-added): ask again, the answer on screen may be old.
    if (this.#question) void this.refresh();
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#stopTimers();
    // Answers still in flight must not restart timers on a detached element.
    this.#callId++;
    if (this.loading)
      this.#status = this.#status.data ? { state: 'shown', data: this.#status.data } : { state: 'idle' };
  }

  /** Asks `question` unless it is the one already asked; `undefined` forgets everything (no place). */
  ask(question: ForecastQuestion | undefined): Promise<void> {
    const key = JSON.stringify(question ?? null);
    if (key === this.#key) return Promise.resolve();
    const placeChanged = where(question) !== where(this.#question);
    this.#key = key;
    this.#question = question;
    // A different place makes the old answers wrong; a change of units or days keeps them on
    // screen until the new ones come, which is calmer.
    if (placeChanged) this.#status = { state: 'idle' };
    // A new question: its workers lost are counted afresh.
    return this.#askAgain(0);
  }

  /** Asks the current question again. */
  refresh(): Promise<void> {
    return this.#askAgain(restartsOf(this.#status));
  }

  async #askAgain(restarts: number): Promise<void> {
    this.#stopTimers();
    const question = this.#question;
    const callId = ++this.#callId;
    if (!question) {
      this.#status = { state: 'idle' };
      this.#host.requestUpdate();
      this.#ready.resolve();
      return;
    }
    if (this.#ready.done) this.#ready = deferred();
    // Asking again withdraws the last failure: its message returns if the failure does.
    this.#status = { state: 'asking', data: this.#status.data, restarts };
    this.#host.requestUpdate();
    // Both answers for one instant, so "now" and "today" agree between the sections.
    const at = { now: question.now ?? this.#service.now() };
    const [forecast, current] = await Promise.all([
      question.forecast ? this.#service.ask<ForecastEnvelope>('forecast', question.forecast, at) : undefined,
      question.current ? this.#service.ask<CurrentEnvelope>('current', question.current, at) : undefined,
    ]);
    if (callId !== this.#callId) return;
    await this.#enter(this.#settle(forecast, current, restarts), callId);
  }

  /**
   * Shows the status and starts what it wants; once the host has rendered it, tells the
   * listeners, unless a newer ask has started since.
   */
  async #enter({ status, follows }: Settled, callId: number): Promise<void> {
    this.#status = status;
    for (const follow of follows) this.#start(follow, callId);
    this.#host.requestUpdate();
    if (status.state === 'restarting') return;
    await this.#host.updateComplete;
    if (callId !== this.#callId) return;
    if (status.state === 'failed' || status.state === 'waiting') {
      this.#listeners.onProblem(status.problem);
      this.#ready.reject(new WeatherProblemError(status.problem));
    } else if (status.state === 'shown') {
      this.#listeners.onLoad(status.data);
      this.#ready.resolve();
    }
  }

  /** The status the answers lead to, and the timers and watch it wants; starts none of them. */
  #settle(
    forecast: Outcome<ForecastEnvelope> | undefined,
    current: Outcome<CurrentEnvelope> | undefined,
    restarts: number,
  ): Settled {
    const data = this.#status.data;
    const failed = [forecast, current].find((outcome) => outcome && !outcome.ok);
    if (failed && !failed.ok) {
      const service = this.#service.state();
      if (failed.problem.code === 'service_unavailable' && restarts < MAX_RESTARTS && service !== 'gone') {
        // Still loading as far as anyone can see: the fresh worker gets another chance. A 503
        // that left the service up (a chunk the CDN failed to send) is asked again after a pause.
        const status = { state: 'restarting', data, cause: failed.problem, restarts: restarts + 1 } as const;
        return {
          status,
          follows: [
            service === 'up' ? { after: 'delay', ms: UNAVAILABLE_RETRY_DELAYS_MS[restarts]! } : { after: 'service' },
          ],
        };
      }
      const seconds = failed.retryAfterSeconds;
      if (seconds === undefined)
        return { status: { state: 'failed', data, problem: failed.problem, restarts }, follows: [] };
      return {
        status: {
          state: 'waiting',
          data,
          problem: failed.problem,
          retryAt: pageClock() + seconds * 1000,
          seconds,
          restarts,
        },
        follows: [{ after: 'delay', ms: seconds * 1000 }, { after: 'tick' }],
      };
    }
    const answers = [forecast, current].filter((outcome) => outcome?.ok === true);
    const shown: ForecastData = {
      forecast: forecast?.ok ? forecast.body : undefined,
      current: current?.ok ? current.body : undefined,
      ageSeconds: Math.max(0, ...answers.map((answer) => answer.ageSeconds)),
      offline: answers.some((answer) => answer.offline),
      receivedAt: pageClock(),
    };
    return { status: { state: 'shown', data: shown }, follows: [{ after: 'refresh' }] };
  }

  /** Starts one of the timers or the watch a status wants; #stopTimers ends them all. */
  #start(follow: Follow, callId: number): void {
    switch (follow.after) {
      case 'delay':
        this.#retryTimer = setTimeout(() => void this.refresh(), follow.ms);
        return;
      case 'tick':
        this.#tickTimer = setInterval(() => this.#host.requestUpdate(), 1000);
        return;
      case 'refresh':
        this.#refreshTimer = setTimeout(() => {
          // Hidden pages wait: visibilitychange refreshes them when they are seen again.
          if (document.visibilityState === 'visible') void this.refresh();
        }, REFRESH_MS);
        return;
      case 'service':
        this.#followService(callId);
    }
  }

  // The service says when its fresh worker is up (ask again) or that none could start (show the cause).
  #followService(callId: number): void {
    const follow = (state: ServiceState) => {
      if (state === 'restarting' || callId !== this.#callId) return;
      this.#stopWatchingService?.();
      this.#stopWatchingService = undefined;
      const status = this.#status;
      if (state === 'up') void this.refresh();
      else if (status.state === 'restarting')
        void this.#enter(
          {
            status: { state: 'failed', data: status.data, problem: status.cause, restarts: status.restarts },
            follows: [],
          },
          callId,
        );
    };
    this.#stopWatchingService = this.#service.onState(follow);
  }

  #stopTimers(): void {
    this.#stopWatchingService?.();
    this.#stopWatchingService = undefined;
    clearTimeout(this.#refreshTimer);
    clearTimeout(this.#retryTimer);
    clearInterval(this.#tickTimer);
  }
}
