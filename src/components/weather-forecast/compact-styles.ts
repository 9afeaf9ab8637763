// The compact layout's styles (compact-layout.ts): part of the module loaded on first use, adopted
// with the details' styles. The script keeps only the card's height, so the card takes its place
// before the module is there.

/** The rules, as text for a constructed style sheet. */
export const COMPACT_CSS = `
  .compact {
    justify-content: center;
    gap: 0;
    padding: 6px 10px;
  }
  /* Said to screen readers, out of the line's way: the place's name, the update status and the
     credits (a page that shows the compact layout alone credits the sources beside it). */
  .compact .header,
  .compact .footer {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  /* The list's zero-width first item and its gap stand between the temperature and the hours. */
  .strip {
    display: flex;
    align-items: center;
    height: 2em;
    min-width: 0;
  }
  .compact-now {
    display: flex;
    flex: none;
    align-items: center;
    gap: 6px;
  }
  .compact .temperature {
    font-size: 1.125em;
    font-weight: 500;
    line-height: 1.3;
  }
  .c-icon {
    flex: none;
    width: 1.5em;
    height: 1.5em;
  }
  .next .c-icon {
    width: 1.25em;
    height: 1.25em;
  }
  .c-icon .icon {
    width: 100%;
    height: 100%;
  }
  /* Items that do not fit the line wrap onto a second one, which the box hides. The zero-width
     first item keeps even the first real one from sitting on the line cut short. */
  .next {
    display: flex;
    flex: 1 1 0;
    flex-wrap: wrap;
    align-content: flex-start;
    align-items: center;
    column-gap: 12px;
    height: 2em;
    min-width: 0;
    margin: 0;
    padding: 0;
    overflow: hidden;
    list-style: none;
  }
  .next::before {
    content: '';
    width: 0;
    height: 2em;
  }
  .next-item {
    display: flex;
    flex: none;
    align-items: center;
    gap: 4px;
    /* The line's 2em, in the item's smaller type. */
    height: calc(2em / 0.875);
    font-size: 0.875em;
    font-variant-numeric: tabular-nums;
    line-height: 1.35;
  }
  .when,
  .next-item .low {
    color: var(--weather-muted);
  }
  /* An error keeps to the line where it can: the message beside a small Retry. */
  .compact .error {
    flex-wrap: nowrap;
    padding: 0;
    gap: 4px 8px;
    font-size: 0.75em;
    /* Two lines of the message fit the 48 px a header gives. */
    line-height: 1.2;
    background: none;
  }
  .compact .error .message {
    flex: 1 1 auto;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .compact .retry {
    flex: none;
  }
  /* What the site's developer should fix is in the console; the line keeps the message. */
  .compact .error .detail {
    display: none;
  }
  .compact .retry {
    padding: 1px 8px;
    /* The error's own size, which is already the smaller one. */
    font-size: 1em;
  }
`;
