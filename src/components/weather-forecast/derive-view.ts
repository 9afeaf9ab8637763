// What a forecast draws, decided from where each of its parts stands: the visitor's words, the
// viewport, the facts' module and the asking. The element renders the view; nothing else decides.
import type { Problem } from '../../contract/problems.ts';
import type { DetailModuleStatus } from './detail-module-controller.ts';
import type { ForecastData, ForecastStatus } from './forecast-controller.ts';
import type { ViewportStatus } from './viewport-controller.ts';

/** Where the parts of one forecast stand, at one render. */
export interface ForecastParts {
  /** Whether the element names a place, or coordinates, to ask about. */
  readonly hasPlace: boolean;
  /** The visitor's words: still loading, or refused as changed (`integrity`). */
  readonly words: { readonly pending: boolean; readonly problem?: Problem | undefined };
  readonly viewport: ViewportStatus['state'];
  readonly detailModule: DetailModuleStatus;
  readonly forecast: ForecastStatus;
  /** Whether a new answer is still being drawn, section by section. */
  readonly revealing: boolean;
  /** Whether the element draws the compact line. */
  readonly compact: boolean;
  /** The page's clock (epoch ms): what a countdown counts from. */
  readonly now: number;
}

/**
 * What the card draws. `prompt`: no place, the prompt to choose one. `placeholder`: the compact
 * line holds its place, empty, until its module is there. `loading`: busy, no problem: the
 * skeleton, or the answers on screen until the new ones replace them. `ready`: nothing on its way;
 * the answers, if any. `error` and `waiting` (a 429, counting down `secondsLeft` to the retry of
 * its `seconds`): the problem, above the stale answers if any; `busy` while something else still
 * loads.
 */
export type ForecastView =
  | { readonly kind: 'prompt' }
  | { readonly kind: 'placeholder' }
  | { readonly kind: 'loading'; readonly data?: ForecastData | undefined }
  | { readonly kind: 'ready'; readonly data?: ForecastData | undefined }
  | {
      readonly kind: 'error';
      readonly problem: Problem;
      readonly busy: boolean;
      readonly data?: ForecastData | undefined;
    }
  | {
      readonly kind: 'waiting';
      readonly problem: Problem;
      readonly seconds: number;
      readonly secondsLeft: number;
      readonly busy: boolean;
      readonly data?: ForecastData | undefined;
    };

/** The answers to draw: none until the visitor's words are there (the skeleton, its English unseen). */
export function answersShown(parts: Pick<ForecastParts, 'words' | 'forecast'>): ForecastData | undefined {
  return parts.words.pending ? undefined : parts.forecast.data;
}

/** Decides what the card draws. */
export function deriveView(parts: ForecastParts): ForecastView {
  if (!parts.hasPlace) return { kind: 'prompt' };
  const { words, detailModule, forecast } = parts;
  // Until its module (and styles) are there, the compact card holds its place, empty.
  if (parts.compact && detailModule.state !== 'loaded') return { kind: 'placeholder' };
  const data = answersShown(parts);
  const busy =
    forecast.state === 'asking' ||
    forecast.state === 'restarting' ||
    words.pending ||
    parts.viewport !== 'near' ||
    parts.revealing ||
    detailModule.state === 'loading';
  // A file that was changed (a language's, the facts' module) is shown as the problem it is,
  // above the English forecast; none is shown until the visitor's words are there.
  const problem = words.pending
    ? undefined
    : (words.problem ?? (detailModule.state === 'failed' ? detailModule.problem : undefined) ?? problemOf(forecast));
  if (!problem) return busy ? { kind: 'loading', data } : { kind: 'ready', data };
  if (forecast.state === 'waiting' && problem === forecast.problem && problem.code === 'rate_limited') {
    const secondsLeft = Math.max(0, Math.ceil((forecast.retryAt - parts.now) / 1000));
    return { kind: 'waiting', problem, seconds: forecast.seconds, secondsLeft, busy, data };
  }
  return { kind: 'error', problem, busy, data };
}

function problemOf(status: ForecastStatus): Problem | undefined {
  return status.state === 'failed' || status.state === 'waiting' ? status.problem : undefined;
}
