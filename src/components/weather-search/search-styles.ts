import { css } from 'lit';

// The search's own look, after the shared theme: a field that reads as one on any site, and a
// popup list under it. Colours come from the shared --weather-* tokens, so light, dark and a
// site's theme apply without more work.
export const searchStyles = css`
  :host {
    --weather-search-input-border: var(--weather-muted);
    --weather-search-active-background: var(--weather-accent);
    --weather-search-active-text: var(--weather-background);
    --weather-search-popup-shadow: 0 6px 24px light-dark(rgb(0 0 0 / 0.16), rgb(0 0 0 / 0.5));
    --weather-search-z-index: 10;
    --weather-search-max-height: 18em;
  }
  /* The label and the status line stand on the page's own background, not on a surface of ours,
     so they take the page's text colour, which the page keeps readable there (a dark search on a
     white page had a light label nobody could read). The field and the list paint their own
     background and take the theme's colours. */
  :host {
    color: inherit;
  }
  [role='listbox'] {
    color: var(--weather-text);
  }
  /* The label's words while the visitor's language loads: there, sized, unseen. */
  .field.words-pending label,
  .field.words-pending button {
    color: transparent;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 0.25em;
  }
  label {
    font-weight: 600;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5em;
    align-items: stretch;
  }
  .combo {
    position: relative;
    flex: 1 1 12em;
    min-width: 0;
  }
  input,
  button {
    min-height: 2.5em;
    padding: 0.4em 0.75em;
    font: inherit;
    color: var(--weather-text);
    border: 1px solid var(--weather-search-input-border);
    border-radius: calc(var(--weather-radius) / 2);
  }
  input {
    width: 100%;
    background: var(--weather-background);
  }
  input::placeholder {
    color: var(--weather-muted);
    opacity: 1;
  }
  input:disabled,
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  button {
    display: inline-flex;
    align-items: center;
    gap: 0.4em;
    flex: 0 1 auto;
    background: var(--weather-surface);
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    border-color: var(--weather-accent);
  }
  button svg {
    flex: none;
    width: 1.1em;
    height: 1.1em;
  }
  [role='listbox'] {
    position: absolute;
    z-index: var(--weather-search-z-index);
    top: calc(100% + 4px);
    left: 0;
    right: 0;
    max-height: var(--weather-search-max-height);
    overflow-y: auto;
    overscroll-behavior: contain;
    margin: 0;
    padding: 0.25em;
    list-style: none;
    background: var(--weather-background);
    border: 1px solid var(--weather-border);
    border-radius: calc(var(--weather-radius) / 2);
    box-shadow: var(--weather-search-popup-shadow);
  }
  [role='listbox'][hidden] {
    display: none;
  }
  [role='option'] {
    display: grid;
    grid-template-columns: auto 1fr;
    column-gap: 0.5em;
    padding: 0.4em 0.6em;
    border-radius: calc(var(--weather-radius) / 3);
    cursor: pointer;
  }
  [role='option']:hover {
    background: var(--weather-surface);
  }
  [role='option'][aria-selected='true'] {
    color: var(--weather-search-active-text);
    background: var(--weather-search-active-background);
  }
  .flag {
    grid-row: span 2;
    align-self: center;
    font-size: 1.25em;
    line-height: 1;
  }
  .name,
  .detail {
    grid-column: 2;
    overflow-wrap: anywhere;
  }
  .detail {
    font-size: 0.875em;
    color: var(--weather-muted);
  }
  [aria-selected='true'] .detail {
    color: inherit;
  }
  mark {
    color: inherit;
    background: none;
    font-weight: 700;
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  .status {
    font-size: 0.875em;
  }
`;
