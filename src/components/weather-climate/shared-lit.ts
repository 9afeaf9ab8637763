// The script tag's side of sharing its Lit with the climate's module (see shared-lit-names.ts).
import { css, html, LitElement, nothing, svg } from 'lit';
import { property } from 'lit/decorators.js';
import type { SHARED_LIT_NAMES } from './shared-lit-names.ts';

/** What the script hands over: its Lit's exports the climate's module reads. */
export const SHARED_LIT = { css, html, LitElement, nothing, property, svg } satisfies Record<
  (typeof SHARED_LIT_NAMES)[number],
  unknown
>;
