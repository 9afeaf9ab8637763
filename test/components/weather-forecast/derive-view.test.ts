import { describe, expect, it } from 'vitest';
import { problem } from '../../../src/contract/problems.ts';
import { deriveView, type ForecastParts } from '../../../src/components/weather-forecast/derive-view.ts';
import type { ForecastData } from '../../../src/components/weather-forecast/forecast-controller.ts';
import type { DetailModule } from '../../../src/components/weather-forecast/loaded-detail-module.ts';

// What a forecast draws for each way its parts can stand: the prompt, the compact line's empty
// place, the skeleton, the answers, an error above stale answers, a 429's countdown; and whether
// the card says it is busy (aria-busy), which is what a screen reader and `ready` go by.

const NOW = Date.parse('2026-12-22T12:00:00Z');
const OSLO: ForecastData = { ageSeconds: 0, offline: false, receivedAt: NOW - 60_000 };
const MODULE = {} as DetailModule;
const CHANGED_WORDS = problem('integrity', 'messages-nb.js does not match its hash');
const CHANGED_MODULE = problem('integrity', 'weather-widgets-details.js does not match its hash');
const UPSTREAM = problem('upstream_error', 'The upstream answered 500');
const RATE_LIMITED = problem('rate_limited', 'Too many requests', { retry_after: 30 });

/** A full card near the viewport, its words loaded, its answers on screen: each test changes one part. */
function parts(change: Partial<ForecastParts> = {}): ForecastParts {
  return {
    hasPlace: true,
    words: { pending: false },
    viewport: 'near',
    detailModule: { state: 'unneeded' },
    forecast: { state: 'shown', data: OSLO },
    revealing: false,
    compact: false,
    now: NOW,
    ...change,
  };
}

describe('what a forecast draws', () => {
  it('draws the prompt to choose a place when it names none, whatever else stands', () => {
    expect(deriveView(parts({ hasPlace: false, forecast: { state: 'idle' }, words: { pending: true } }))).toEqual({
      kind: 'prompt',
    });
  });

  it('draws the answers, not busy, once they are shown in every section', () => {
    expect(deriveView(parts())).toEqual({ kind: 'ready', data: OSLO });
  });

  it('draws the skeleton, busy, while a lazy forecast is still far from the viewport', () => {
    expect(deriveView(parts({ viewport: 'watching', forecast: { state: 'idle' } }))).toEqual({
      kind: 'loading',
      data: undefined,
    });
  });

  it('keeps the answers on screen, busy, while a refresh asks or a lost worker is replaced', () => {
    expect(deriveView(parts({ forecast: { state: 'asking', data: OSLO, restarts: 0 } }))).toEqual({
      kind: 'loading',
      data: OSLO,
    });
    const restarting = parts({
      forecast: { state: 'restarting', data: OSLO, cause: problem('service_unavailable', 'lost'), restarts: 1 },
    });
    expect(deriveView(restarting)).toEqual({ kind: 'loading', data: OSLO });
  });

  it("stays busy until a new answer is drawn in every section, and while the facts' module loads", () => {
    expect(deriveView(parts({ revealing: true }))).toEqual({ kind: 'loading', data: OSLO });
    expect(deriveView(parts({ detailModule: { state: 'loading', settled: Promise.resolve() } }))).toEqual({
      kind: 'loading',
      data: OSLO,
    });
  });

  it("draws the skeleton, its English words unseen, until the visitor's words are there, and shows no problem yet", () => {
    const view = deriveView(
      parts({ words: { pending: true }, forecast: { state: 'failed', data: OSLO, problem: UPSTREAM, restarts: 0 } }),
    );
    expect(view).toEqual({ kind: 'loading', data: undefined });
  });

  it('shows a failure above the answers it leaves stale, not busy', () => {
    expect(deriveView(parts({ forecast: { state: 'failed', data: OSLO, problem: UPSTREAM, restarts: 0 } }))).toEqual({
      kind: 'error',
      problem: UPSTREAM,
      busy: false,
      data: OSLO,
    });
  });

  it("counts a 429 down on the page's clock", () => {
    const waiting = {
      state: 'waiting',
      data: undefined,
      problem: RATE_LIMITED,
      retryAt: NOW + 30_000,
      seconds: 30,
      restarts: 0,
    } as const;
    expect(deriveView(parts({ forecast: waiting }))).toMatchObject({
      kind: 'waiting',
      seconds: 30,
      secondsLeft: 30,
      data: undefined,
    });
    expect(deriveView(parts({ forecast: waiting, now: NOW + 12_500 }))).toMatchObject({
      kind: 'waiting',
      secondsLeft: 18,
    });
    expect(deriveView(parts({ forecast: waiting, now: NOW + 31_000 }))).toMatchObject({
      kind: 'waiting',
      secondsLeft: 0,
    });
  });

  it('shows a 429 without its wait as the failure it is, with no countdown', () => {
    const view = deriveView(parts({ forecast: { state: 'failed', problem: RATE_LIMITED, restarts: 0 } }));
    expect(view).toEqual({ kind: 'error', problem: RATE_LIMITED, busy: false, data: undefined });
  });

  it("shows a changed language file first, then a changed facts' module, then the asking's own problem", () => {
    const failing = { state: 'failed', data: OSLO, problem: UPSTREAM, restarts: 0 } as const;
    const refusedModule = { state: 'failed', problem: CHANGED_MODULE } as const;
    expect(
      deriveView(
        parts({ words: { pending: false, problem: CHANGED_WORDS }, detailModule: refusedModule, forecast: failing }),
      ),
    ).toMatchObject({ kind: 'error', problem: CHANGED_WORDS });
    expect(deriveView(parts({ detailModule: refusedModule, forecast: failing }))).toMatchObject({
      kind: 'error',
      problem: CHANGED_MODULE,
    });
    expect(deriveView(parts({ detailModule: { state: 'failed' }, forecast: failing }))).toMatchObject({
      kind: 'error',
      problem: UPSTREAM,
    });
  });

  it('shows a changed language file above the answers while the forecast still loads, busy', () => {
    const view = deriveView(
      parts({ words: { pending: false, problem: CHANGED_WORDS }, forecast: { state: 'asking', restarts: 0 } }),
    );
    expect(view).toEqual({ kind: 'error', problem: CHANGED_WORDS, busy: true, data: undefined });
  });

  it('does not count down a 429 while another problem is shown above it', () => {
    const waiting = {
      state: 'waiting',
      problem: RATE_LIMITED,
      retryAt: NOW + 30_000,
      seconds: 30,
      restarts: 0,
    } as const;
    expect(deriveView(parts({ words: { pending: false, problem: CHANGED_WORDS }, forecast: waiting }))).toMatchObject({
      kind: 'error',
      problem: CHANGED_WORDS,
    });
  });

  it("holds the compact line's place, empty, until its module is there; a full card needs none", () => {
    expect(
      deriveView(parts({ compact: true, detailModule: { state: 'loading', settled: Promise.resolve() } })),
    ).toEqual({ kind: 'placeholder' });
    expect(deriveView(parts({ compact: true, detailModule: { state: 'loaded', module: MODULE } }))).toEqual({
      kind: 'ready',
      data: OSLO,
    });
  });
});
