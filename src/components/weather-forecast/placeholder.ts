// The skeleton's stand-in for a value: a shimmering block in a box of the value's line height,
// so the loaded text takes exactly the place the placeholder held.
import { html, type TemplateResult } from 'lit';

/** A placeholder as wide as `ems` ems; `value` when it is there. */
export function orPlaceholder(value: string | TemplateResult | undefined, ems = 4): string | TemplateResult {
  return value ?? html`<span class="ph w${ems}"></span>`;
}
