// Styles of the chosen details: the UV class's swatch and the moon's icon. Part of the module
// loaded on first use (detail-module.ts), adopted by each forecast that shows those facts.

/** The rules, as text for a constructed style sheet. */
export const DETAIL_CSS = `
  .uv-swatch {
    display: inline-block;
    width: 0.75em;
    height: 0.75em;
    margin-inline-end: 0.35em;
    border-radius: 50%;
    vertical-align: -0.05em;
    box-shadow: 0 0 0 1px var(--weather-border);
  }
  /* WHO's colours of the five classes (Global Solar UV Index guide, 2002). */
  .uv-0 {
    background: #289500;
  }
  .uv-1 {
    background: #f7e400;
  }
  .uv-2 {
    background: #f85900;
  }
  .uv-3 {
    background: #d8001d;
  }
  .uv-4 {
    background: #6b49c8;
  }
  .moon-icon {
    display: inline-block;
    width: 1em;
    height: 1em;
    margin-inline-end: 0.3em;
    vertical-align: -0.15em;
  }
  .moon-dark {
    fill: var(--weather-surface);
    stroke: var(--weather-border);
    stroke-width: 0.75;
  }
  .moon-lit {
    fill: var(--weather-icon-moon);
  }
`;
