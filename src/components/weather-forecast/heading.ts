// Headings at the level the page chooses: the place's name at `heading-level` (default 2), the
// sections' titles one below it. The page knows its own outline; a widget under an <h3> must not
// jump back to <h2>.
import { html, nothing, type TemplateResult } from 'lit';

/** The element's heading levels: its place's and its sections'. */
export interface HeadingLevels {
  place: number;
  section: number;
}

/** `heading-level` read as the place's level, 1–6 (2 when missing or not a level), and the sections' below it. */
export function headingLevels(attribute: number | undefined): HeadingLevels & { corrected: boolean } {
  const valid = attribute !== undefined && Number.isInteger(attribute) && attribute >= 1 && attribute <= 6;
  const place = valid ? attribute : 2;
  return { place, section: Math.min(6, place + 1), corrected: attribute !== undefined && !valid };
}

/** A heading at `level` (1–6, else 2) with the given class and content; `part`, `title` and `id` only where given. */
export function heading(
  level: number,
  className: string,
  content: unknown,
  extra: { part?: string; title?: string; id?: string } = {},
): TemplateResult {
  const part = extra.part ?? nothing;
  const title = extra.title ?? nothing;
  const id = extra.id ?? nothing;
  // One template per tag: a tag name cannot be a binding.
  switch (level) {
    case 1:
      return html`<h1 class=${className} part=${part} title=${title} id=${id}>${content}</h1>`;
    case 3:
      return html`<h3 class=${className} part=${part} title=${title} id=${id}>${content}</h3>`;
    case 4:
      return html`<h4 class=${className} part=${part} title=${title} id=${id}>${content}</h4>`;
    case 5:
      return html`<h5 class=${className} part=${part} title=${title} id=${id}>${content}</h5>`;
    case 6:
      return html`<h6 class=${className} part=${part} title=${title} id=${id}>${content}</h6>`;
    default:
      return html`<h2 class=${className} part=${part} title=${title} id=${id}>${content}</h2>`;
  }
}
