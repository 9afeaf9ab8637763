// Asking the service for <weather-forecast>: one question at a time (a newer one makes older
// answers irrelevant), a wait after a 429, a refresh every ten minutes while the page is seen.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { CurrentEnvelope, ForecastEnvelope } from '../../contract/envelopes.ts';
import type { Problem } from '../../contract/problems.ts';
import { currentInstant, type PageQuery } from '../../page-api.ts';
import { askService, type Outcome } from '../shared/ask-service.ts';
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

/** What the element is told when an ask settles on screen. */
export interface SettleListeners {
  /** Once per failure shown, with the problem. */
  onProblem(problem: Problem): void;
  /** Once per answer shown. */
  onLoad(data: ForecastData): void;
}

const REFRESH_MS = 10 * 60_000;
const RESTART_RETRY_DELAYS_MS = [1000, 3000];

/** The place a question is about, whichever operation carries it. */
function where(question: ForecastQuestion | undefined): string {
  const query = question?.forecast ?? question?.current;
  return query ? JSON.stringify([query['place'], query['lat'], query['lon']]) : '';
}

export class ForecastController implements ReactiveController {
  /** The last answers (kept while a refresh runs or fails). */
  data?: ForecastData;
  /** The last failure, until an answer replaces it. */
  problem?: Problem;
  /** After a 429: when the next attempt starts (epoch ms), and how long the service asked to wait. */
  wait?: { retryAt: number; seconds: number };
  loading = false;

  #question?: ForecastQuestion;
  // Quiet retries after the page client lost its worker (service_unavailable: it died or hung):
  // the next request starts a fresh one, so a visitor need not press Retry for it.
  #restartRetries = 0;
  #key = '';
  #generation = 0;
  #refreshTimer?: ReturnType<typeof setTimeout>;
  #retryTimer?: ReturnType<typeof setTimeout>;
  #tickTimer?: ReturnType<typeof setInterval>;
  // Settles when what is asked is on screen; replaced by a new one when asking starts after it settled.
  #ready = settledReady();
  #onVisibility = () => {
    if (document.visibilityState === 'visible' && this.data && Date.now() - this.data.receivedAt >= REFRESH_MS) void this.refresh();
  };

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly listeners: SettleListeners,
  ) {
    host.addController(this);
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
    this.#generation++;
    this.loading = false;
  }

  /** Asks `question` unless it is the one already asked; `undefined` forgets everything (no place). */
  ask(question: ForecastQuestion | undefined): Promise<void> {
    const key = JSON.stringify(question ?? null);
    if (key === this.#key) return Promise.resolve();
    const placeChanged = where(question) !== where(this.#question);
    this.#key = key;
    this.#question = question;
    // A different question makes the old answers and errors wrong; a change of units or days keeps
    // the old answers on screen until the new ones come, which is calmer.
    if (placeChanged) this.data = undefined;
    this.problem = undefined;
    this.#restartRetries = 0;
    return this.refresh();
  }

  /** Asks the current question again. */
  async refresh(): Promise<void> {
    this.#stopTimers();
    const question = this.#question;
    const generation = ++this.#generation;
    this.wait = undefined;
    // Asking again withdraws the last failure: its message returns if the failure does.
    this.problem = undefined;
    if (!question) {
      this.loading = false;
      this.data = undefined;
      this.host.requestUpdate();
      this.#ready.resolve();
      return;
    }
    if (this.#ready.settled) this.#ready = pendingReady();
    this.loading = true;
    this.host.requestUpdate();
    // Both answers for one instant, so "now" and "today" agree between the sections.
    const at = { now: question.now ?? currentInstant() };
    const [forecast, current] = await Promise.all([
      question.forecast ? askService<ForecastEnvelope>('forecast', question.forecast, at) : undefined,
      question.current ? askService<CurrentEnvelope>('current', question.current, at) : undefined,
    ]);
    if (generation !== this.#generation) return;
    this.loading = false;
    this.#settle(forecast, current);
    this.host.requestUpdate();
    if (this.loading) return;
    // Told once the host has rendered what settled, unless a newer ask has started since.
    await this.host.updateComplete;
    if (generation !== this.#generation) return;
    if (this.problem) {
      this.listeners.onProblem(this.problem);
      this.#ready.reject(new WeatherProblemError(this.problem));
    } else if (this.data) {
      this.listeners.onLoad(this.data);
      this.#ready.resolve();
    }
  }

  #settle(forecast: Outcome<ForecastEnvelope> | undefined, current: Outcome<CurrentEnvelope> | undefined): void {
    const failed = [forecast, current].find((outcome) => outcome && !outcome.ok);
    if (failed && !failed.ok) {
      if (failed.problem.code === 'service_unavailable' && this.#restartRetries < RESTART_RETRY_DELAYS_MS.length) {
        // Still loading as far as anyone can see: the restarted worker gets another chance.
        this.loading = true;
        this.#retryTimer = setTimeout(() => void this.refresh(), RESTART_RETRY_DELAYS_MS[this.#restartRetries++]);
        return;
      }
      this.problem = failed.problem;
      if (failed.retryAfterSeconds !== undefined) this.#waitAndRetry(failed.retryAfterSeconds);
      return;
    }
    this.#restartRetries = 0;
    const answers = [forecast, current].filter((outcome) => outcome?.ok === true);
    this.problem = undefined;
    this.data = {
      forecast: forecast?.ok ? forecast.body : undefined,
      current: current?.ok ? current.body : undefined,
      ageSeconds: Math.max(0, ...answers.map((answer) => answer.ageSeconds)),
      offline: answers.some((answer) => answer.offline),
      receivedAt: Date.now(),
    };
    this.#refreshTimer = setTimeout(() => {
      // Hidden pages wait: visibilitychange refreshes them when they are seen again.
      if (document.visibilityState === 'visible') void this.refresh();
    }, REFRESH_MS);
  }

  #waitAndRetry(seconds: number): void {
    this.wait = { retryAt: Date.now() + seconds * 1000, seconds };
    this.#retryTimer = setTimeout(() => void this.refresh(), seconds * 1000);
    // The countdown on screen.
    this.#tickTimer = setInterval(() => this.host.requestUpdate(), 1000);
  }

  #stopTimers(): void {
    clearTimeout(this.#refreshTimer);
    clearTimeout(this.#retryTimer);
    clearInterval(this.#tickTimer);
  }
}

interface Ready {
  promise: Promise<void>;
  settled: boolean;
  resolve(): void;
  reject(error: Error): void;
}

function pendingReady(): Ready {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  // Nobody need be waiting: an error shown is not an unhandled rejection.
  promise.catch(() => {});
  const ready: Ready = {
    promise,
    settled: false,
    resolve: () => ((ready.settled = true), resolve()),
    reject: (error) => ((ready.settled = true), reject(error)),
  };
  return ready;
}

function settledReady(): Ready {
  const ready = pendingReady();
  ready.resolve();
  return ready;
}
