import { describe, expect, it } from 'vitest';
import { problem } from '../../../src/contract/problems.ts';
import type { Location } from '../../../src/contract/records.ts';
import * as step from '../../../src/components/weather-search/search-status.ts';
import { catalogOf } from '../../support/catalogs.ts';

// A visitor's way through the search, step by step: what the field holds, which places are
// listed, and what the status line says (shown, or for screen readers only).

const messages = catalogOf('en').search;
const said = (state: step.SearchState) => step.announcement(state.status, 'en', messages);
const place = (name: string) => ({ name, lat: 59.9, lon: 10.7, country: 'Norway' }) as unknown as Location;
const OSLO = place('Oslo');
const OSLOBUKTA = place('Oslobukta');

/** The visitor typed "Osl" and the service answered two places while the field had focus. */
const listed = () => step.answered(step.typed(step.EMPTY_SEARCH, 'Osl'), [OSLO, OSLOBUKTA], true);

describe('a visitor searching for a place', () => {
  it('starts empty, listing and saying nothing', () => {
    expect(step.EMPTY_SEARCH).toMatchObject({ text: '', list: { places: [], open: false }, locating: false });
    expect(said(step.EMPTY_SEARCH)).toEqual({ text: '', visible: false });
  });

  it('lists the places found while the field has focus, and says how many to screen readers', () => {
    const state = listed();
    expect(state.list).toEqual({ places: [OSLO, OSLOBUKTA], open: true, active: -1 });
    expect(said(state)).toEqual({ text: `2 places found. ${messages.usageHint}`, visible: false, nth: 0 });
  });

  it('says a refined list again even with as many places, the usage hint only the first time', () => {
    const first = listed();
    const refined = step.answered(step.typed(first, 'Oslob'), [OSLO, OSLOBUKTA], true);
    const again = step.answered(step.typed(refined, 'Oslobu'), [OSLO, OSLOBUKTA], true);
    // Each list is told apart from the one before (the element writes it afresh), its words the same.
    expect([said(first), said(refined), said(again)]).toEqual([
      { text: `2 places found. ${messages.usageHint}`, visible: false, nth: 0 },
      { text: '2 places found', visible: false, nth: 1 },
      { text: '2 places found', visible: false, nth: 2 },
    ]);
    const japanese = catalogOf('ja').search;
    expect(step.announcement(first.status, 'ja', japanese).text).toBe(
      `2 件の場所が見つかりました。${japanese.usageHint}`,
    );
  });

  it('keeps an answer that arrives after the visitor left the field for ↓ instead of popping it up', () => {
    const state = step.answered(step.typed(step.EMPTY_SEARCH, 'Osl'), [OSLO], false);
    expect(state.list.open).toBe(false);
    expect(step.opened(state).list).toEqual({ places: [OSLO], open: true, active: -1 });
  });

  it('says when nothing was found, with nothing listed', () => {
    const state = step.answered(step.typed(step.EMPTY_SEARCH, 'Xq'), [], true);
    expect(state.list.open).toBe(false);
    expect(said(state)).toEqual({ text: 'No places found', visible: false });
  });

  it('stops listing and saying anything once the query is too short to send', () => {
    const state = step.tooShort(step.typed(listed(), 'O'));
    expect(state).toMatchObject({ text: 'O', list: { places: [], open: false } });
    expect(said(state).text).toBe('');
  });

  it('moves onto a place with the arrow keys, and closing the list leaves its places for ↓', () => {
    const active = step.activated(listed(), 1);
    expect(active.list).toMatchObject({ open: true, active: 1 });
    const hidden = step.closed(active);
    expect(hidden.list).toEqual({ places: [OSLO, OSLOBUKTA], open: false, active: -1 });
  });

  it('chooses a place: the field shows its label, the list closes, nothing is said', () => {
    const state = step.chose(listed(), OSLO, 'Oslo, Norway', false);
    expect(state).toMatchObject({ text: 'Oslo, Norway', chosen: OSLO, list: { open: false } });
    expect(said(state).text).toBe('');
    // Typing again: the choice no longer stands.
    expect(step.typed(state, 'Oslo, Norwa').chosen).toBeUndefined();
  });

  it('clears the field, the choice, the list and the status line', () => {
    const state = step.cleared(step.chose(listed(), OSLO, 'Oslo, Norway', false));
    // The usage hint was said once: it is not said again.
    expect(state).toEqual({ ...step.EMPTY_SEARCH, chosen: undefined, listsSaid: 1 });
  });

  it('says a refusal visibly: a failure, a wait after too many searches, a misconfiguration', () => {
    const failed = step.refused(listed(), { ok: false, problem: problem('upstream_error', 'down') });
    expect(failed.list).toEqual({ places: [], open: false, active: -1 });
    expect(said(failed)).toEqual({ text: messages.failed, visible: true });
    const tooMany = step.refused(listed(), {
      ok: false,
      problem: problem('rate_limited', 'slow down'),
      retryAfterSeconds: 30,
    });
    expect(said(tooMany)).toEqual({ text: 'Too many searches, try again in 30s', visible: true });
    const fromBody = step.refused(listed(), {
      ok: false,
      problem: problem('rate_limited', 'slow down', { retry_after: 12 }),
    });
    expect(said(fromBody).text).toBe('Too many searches, try again in 12s');
    const changed = step.refused(listed(), {
      ok: false,
      problem: problem('integrity', 'names-a.bin does not match its hash'),
    });
    expect(said(changed)).toEqual({
      text: `${messages.misconfigured} names-a.bin does not match its hash`,
      visible: true,
    });
  });

  it('says a misconfiguration at once and withdraws it once the configuration works, leaving other words be', () => {
    const broken = step.misconfigured(step.EMPTY_SEARCH, 'data-source is not a source');
    expect(said(broken)).toEqual({ text: `${messages.misconfigured} data-source is not a source`, visible: true });
    expect(said(step.configured(broken)).text).toBe('');
    const found = listed();
    expect(step.configured(found)).toBe(found);
  });
});

describe('a visitor using their location', () => {
  it('says it is locating, visibly, and the place found there as it is chosen', () => {
    const asking = step.locating(step.EMPTY_SEARCH);
    expect(asking.locating).toBe(true);
    expect(said(asking)).toEqual({ text: messages.locating, visible: true });
    const found = step.chose(step.locatingDone(asking), OSLO, 'Oslo, Norway', true);
    expect(found).toMatchObject({ locating: false, chosen: OSLO, text: 'Oslo, Norway' });
    expect(said(found)).toEqual({ text: 'Oslo, Norway', visible: false });
  });

  it('stays locating while the visitor types meanwhile, their words said instead', () => {
    const typing = step.answered(step.typed(step.locating(step.EMPTY_SEARCH), 'Osl'), [OSLO], true);
    expect(typing.locating).toBe(true);
    expect(said(typing).text).toBe(`1 place found. ${messages.usageHint}`);
  });

  it('says why the browser could not tell where the visitor is', () => {
    const asking = step.locatingDone(step.locating(step.EMPTY_SEARCH));
    expect(said(step.notLocated(asking, 'denied'))).toEqual({ text: messages.locateDenied, visible: true });
    expect(said(step.notLocated(asking, 'unavailable'))).toEqual({ text: messages.locateUnavailable, visible: true });
  });
});
