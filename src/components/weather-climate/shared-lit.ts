// The script tag's side of sharing its Lit with the climate's module (see shared-lit-names.ts).
import { css, html, LitElement, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import { SHARED_LIT_KEY, SHARED_LIT_NAMES } from './shared-lit-names.ts';

const SHARED = { css, html, LitElement, nothing, property, svg } satisfies Record<
  (typeof SHARED_LIT_NAMES)[number],
  unknown
>;

/** Puts the script's Lit where the climate's module reads it. */
export function shareLit(): void {
  (globalThis as unknown as Record<symbol, typeof SHARED>)[Symbol.for(SHARED_LIT_KEY)] = SHARED;
}
