import type { GeocodeEnvelope } from '../../contract/envelopes.ts';
import type { Location } from '../../contract/records.ts';
import type { AskService, Refusal } from '../shared/ask-service.ts';
import { PlaceCache, placeCacheKey } from './place-cache.ts';

/** What a search ends with: the places found, or the service's refusal. */
export type SearchOutcome = { ok: true; query: string; results: Location[] } | { ok: false; refusal: Refusal };

/** What to ask: the normalized query, the clamped limit, the element's key if it has one, and the language places are named in. */
export interface SearchRequest {
  query: string;
  limit: number;
  key: string | undefined;
  language: string;
}

/**
 * Type-ahead against the geocode operation: a search starts a while after it is scheduled (so
 * that a word typed quickly is one request), a newer search makes an older answer stale (it is
 * dropped when it arrives), and answers are remembered so asking again costs no request.
 */
export class PlaceSearch {
  readonly #cache = new PlaceCache<Location[]>();
  readonly #report: (outcome: SearchOutcome) => void;
  readonly #ask: AskService;
  // Each search takes a number; an answer for an older number is dropped.
  #sequence = 0;
  #timer?: ReturnType<typeof setTimeout>;

  constructor(ask: AskService, report: (outcome: SearchOutcome) => void) {
    this.#ask = ask;
    this.#report = report;
  }

  /** Searches after `delayMs`, replacing any search not yet answered. */
  schedule(request: SearchRequest, delayMs: number): void {
    this.abandon();
    this.#timer = setTimeout(() => void this.#search(request), delayMs);
  }

  /** Drops the scheduled search and any answer on its way. */
  abandon(): void {
    clearTimeout(this.#timer);
    this.#sequence++;
  }

  /** Forgets the remembered answers (after the page configured another source or keys). */
  forget(): void {
    this.#cache.clear();
  }

  async #search({ query, limit, key, language }: SearchRequest): Promise<void> {
    const cacheKey = `${language}|${placeCacheKey(query, limit, key)}`;
    const sequence = ++this.#sequence;
    const cached = this.#cache.get(cacheKey);
    if (cached) return this.#report({ ok: true, query, results: cached });
    const outcome = await this.#ask<GeocodeEnvelope>('geocode', {
      place: query,
      limit,
      language,
      ...(key ? { key } : {}),
    });
    if (sequence !== this.#sequence) return;
    if (!outcome.ok) return this.#report({ ok: false, refusal: outcome });
    const results = Array.isArray(outcome.body.results) ? outcome.body.results.slice(0, limit) : [];
    this.#cache.set(cacheKey, results);
    this.#report({ ok: true, query, results });
  }
}
