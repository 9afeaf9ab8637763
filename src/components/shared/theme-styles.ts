import { css } from 'lit';

/**
 * What both elements share: the `--weather-*` custom properties with their defaults (one value
 * per colour scheme via light-dark()), the `theme` attribute, focus rings, and calm motion.
 * Everything is an adopted stylesheet, so a strict Content-Security-Policy does not block it.
 */
export const themeStyles = css`
  :host {
    --weather-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif;
    /* The visitor's default font size: every size inside is in em, so all of it follows. */
    --weather-font-size: medium;
    --weather-background: light-dark(#ffffff, #16191d);
    --weather-surface: light-dark(#f1f4f7, #23282e);
    --weather-text: light-dark(#15191e, #eef1f4);
    --weather-muted: light-dark(#525c66, #aab4bf);
    --weather-border: light-dark(#d5dbe1, #3a4149);
    --weather-accent: light-dark(#0a5fbf, #7cbcff);
    --weather-warm: light-dark(#c2410c, #fb923c);
    --weather-cold: light-dark(#1d4ed8, #7cb1ff);
    --weather-precipitation: light-dark(#1e63d6, #5ea2f7);
    --weather-precipitation-amount: light-dark(#0a2f6b, #c4dcfd);
    --weather-radius: 12px;
    --weather-padding: 1em;

    display: block;
    color-scheme: light dark;
    color: var(--weather-text);
  }
  :host([theme='light']) {
    color-scheme: light;
  }
  :host([theme='dark']) {
    color-scheme: dark;
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: 2px solid var(--weather-accent);
    outline-offset: 2px;
  }
  /* Laid out one way, its words written the other (English on a right-to-left page, see
     direction.ts): each text takes its direction from its own words, so "-4 °C" or "1007 hPa"
     keep their order, and lines still align to the layout's start; the rules that align to the
     end (numbers) keep theirs. */
  .crossed * {
    unicode-bidi: plaintext;
  }
  :where(.crossed[dir='rtl']) * {
    text-align: right;
  }
  :where(.crossed[dir='ltr']) * {
    text-align: left;
  }
  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
      scroll-behavior: auto !important;
    }
  }
`;
