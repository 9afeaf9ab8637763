import { css } from 'lit';

/**
 * What the host page's own rules may not change on the elements: a rule on `*` or on the
 * element's tag name matches the host itself, so a reset that only stops inherited styles lets it
 * through (a CMS theme's `* { font-size: 20px; text-align: center }` enlarged and centred every
 * text). Shadow-tree `!important` wins over the page's, `!important` or not. The font size comes
 * from `--weather-font-size` (the visitor's default size unless a site sets it), the font from
 * `--weather-font-family`; `direction` and the text colour stay inherited.
 */
export const hostResetStyles = css`
  :host {
    box-sizing: border-box !important;
    font-family: var(--weather-font-family) !important;
    font-size: var(--weather-font-size) !important;
    line-height: 1.4 !important;
    writing-mode: horizontal-tb !important;
    text-align: start !important;
    text-align-last: auto !important;
    text-indent: 0 !important;
    text-transform: none !important;
    letter-spacing: normal !important;
    word-spacing: normal !important;
    white-space: normal !important;
    word-break: normal !important;
    overflow-wrap: normal !important;
    hyphens: manual !important;
    font-style: normal !important;
    font-weight: normal !important;
    font-variant: normal !important;
    font-stretch: normal !important;
    font-kerning: auto !important;
    font-feature-settings: normal !important;
    font-variation-settings: normal !important;
    font-size-adjust: none !important;
    text-shadow: none !important;
  }
`;
