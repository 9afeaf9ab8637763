// The card's frame: the header naming the place, the footer with update status and credits, and
// the message shown when the weather cannot be shown.
import { html, type TemplateResult } from 'lit';
import type { Problem } from '../../contract/problems.ts';
import type { Location } from '../../contract/records.ts';
import type { SourceName } from '../../page-client/page-api.ts';
import { fillMessage } from '../../i18n/fill-message.ts';
import { formatAge, formatSeconds, joinParts } from '../shared/format.ts';
import type { ForecastData } from './forecast-controller.ts';
import { heading } from './heading.ts';
import { orPlaceholder } from './placeholder.ts';
import type { ViewContext } from './view-context.ts';
import { retryHelps } from './retry-helps.ts';
import { regionShown } from '../shared/place-region.ts';

/**
 * The place's name as the card's heading, at the page's `level`: it lets screen-reader users jump
 * to the widget by heading. A <div>, not a <header>: outside the page's <main> a <header> is a
 * banner landmark, and three widgets would give the page three banners (and a site's own
 * `locator('header')` would find them).
 */
export function renderHeader(locale: string, location: Location | undefined, level = 2): TemplateResult {
  const region = location ? joinParts(locale, [regionShown(locale, location), location.country]) : undefined;
  return html`<div class="header" part="header">
    ${heading(level, 'place line', orPlaceholder(location?.name, 6), { part: 'place', title: location?.name ?? '', id: PLACE_HEADING_ID })}
    <p class="region line" title=${region ?? ''}>${orPlaceholder(region, 9)}</p>
  </div>`;
}

/** The place heading's id, which a `landmark="region"` card is labelled by. */
export const PLACE_HEADING_ID = 'place';

/** The update status ("Updated 2 hours ago · offline") and where the data comes from. */
export function renderFooter(context: ViewContext, data: ForecastData | undefined, source: SourceName): TemplateResult {
  const { locale, messages } = context;
  const age = data ? data.ageSeconds + (Date.now() - data.receivedAt) / 1000 : 0;
  // An answer is worth dating when it is old or stands in for one the source could not give.
  const status =
    data && (data.offline || age >= 600)
      ? `${fillMessage(locale, messages.updated, { age: formatAge(locale, age) })}${data.offline ? ` · ${messages.offline}` : ''}`
      : '';
  const credits = [
    messages.creditPlaces,
    ...(source === 'open-meteo'
      ? [messages.creditWeather]
      : source === 'embedded'
        ? [messages.simulated, messages.creditClimate]
        : []),
  ];
  // A <div>, not a <footer>: outside <main> that is a contentinfo landmark (see renderHeader).
  // The update line is a status to read, not to hear: the ten-minute refresh and the passing
  // minutes ("Updated 11 minutes ago") would interrupt a screen-reader user every time.
  return html`<div class="footer" part="footer">
    <p class="status line" role="status" aria-live="off">${status}</p>
    <p class="credit">${credits.filter(Boolean).join(' · ')}</p>
  </div>`;
}

/** The human message for a problem; the developer's detail goes to the console instead. */
export function problemMessage(
  context: ViewContext,
  problem: Problem,
  place: string | undefined,
  secondsLeft: number | undefined,
): string {
  const { locale, messages } = context;
  switch (problem.code) {
    case 'rate_limited':
      return secondsLeft === undefined ? messages.unavailable : waitingMessage(context, secondsLeft);
    case 'invalid_key':
      return messages.invalidKey;
    case 'invalid_request':
      return problem.errors?.some((error) => error.code === 'unknown_place') && place
        ? fillMessage(locale, messages.unknownPlace, { place })
        : messages.misconfigured;
    case 'origin_not_allowed':
    case 'not_found':
    case 'method_not_allowed':
    case 'invalid_configuration':
    case 'integrity':
      return messages.misconfigured;
    default:
      return messages.unavailable;
  }
}

function waitingMessage(context: ViewContext, seconds: number): string {
  return fillMessage(context.locale, context.messages.waiting, { duration: formatSeconds(context.locale, seconds) });
}

/**
 * The problem, announced: an alert with a Retry button, or after a 429 a status that counts down
 * until the automatic retry (the live text is said once; the countdown itself is not re-announced).
 */
export function renderProblem(
  context: ViewContext,
  problem: Problem,
  place: string | undefined,
  wait: { secondsLeft: number; seconds: number } | undefined,
  retry: (event: Event) => void,
  compact: boolean,
): TemplateResult {
  const message = problemMessage(context, problem, place, wait?.secondsLeft);
  const kind = compact ? 'error banner' : 'error';
  // The countdown is what a visitor sees, and the error part's only text; a screen reader hears
  // the wait once, from a status beside it, not again every second.
  if (problem.code === 'rate_limited' && wait) {
    return html`<div class=${kind} part="error">
        <p class="message" aria-hidden="true">${message}</p>
      </div>
      <p class="visually-hidden" role="status">${waitingMessage(context, wait.seconds)}</p>`;
  }
  // What asking again cannot change (a configuration that cannot work, a file changed after the
  // build, an unknown place, a bug) is the site owner's to fix: a short message for the visitor,
  // what to fix folded beneath it for the developer (and in the console); no Retry.
  if (!retryHelps(problem)) {
    return html`<div class=${kind} part="error" role="alert">
      <p class="message">${message}</p>
      <details class="detail">
        <summary>${context.messages.forDevelopers}</summary>
        <p>${problem.detail}</p>
      </details>
    </div>`;
  }
  return html`<div class=${kind} part="error" role="alert">
    <p class="message">${message}</p>
    <button type="button" class="retry" part="retry-button" @click=${retry}>${context.messages.retry}</button>
  </div>`;
}
