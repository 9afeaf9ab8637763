// The moon of a day: a small drawing of the lit part of the disc (moon-phase.ts), then the
// phase's name.
import { html, svg, type TemplateResult } from 'lit';

/** The moon's icon (decorative), the lit part outlined by `litPath`, and the phase's `name`. */
export function renderMoon(name: string, litPath: string): TemplateResult {
  return html`<svg class="moon-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">${svg`<circle class="moon-dark" cx="8" cy="8" r="7" /><path class="moon-lit" d=${litPath} />`}</svg>${name}`;
}
