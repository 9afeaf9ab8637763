import { css } from 'lit';

/**
 * The card in a narrow sidebar, up to 280 px (at the default font size; every width here is in
 * em, so a larger font reflows it sooner): the numbers and the place's name stay whole. The
 * current temperature's type shrinks with the card and moves under the icon when they do not fit
 * side by side; the facts take one column; a day's temperatures take the room they need; long
 * words in labels and names break rather than run out of their box.
 */
export const narrowStyles = css`
  /* A place's name is never cut: a long one wraps between its words, or inside a word longer
     than the line. */
  .place {
    height: auto;
    white-space: normal;
    overflow-wrap: anywhere;
  }
  .legend > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }

  @container (width < 17.5em) {
    .card {
      padding: 0.5em;
    }
    .place {
      font-size: clamp(1em, 11cqi, 1.25em);
    }
    .now {
      flex-wrap: wrap;
      column-gap: 0.5em;
    }
    .now-icon {
      width: 2.5em;
      height: 2.5em;
    }
    .now-text {
      display: contents;
    }
    .temperature {
      font-size: clamp(1.5em, 16cqi, 2.25em);
    }
    .description,
    .feels {
      flex: 1 1 100%;
    }
    .weekday {
      flex: none;
      max-width: 100%;
    }
    .day-head {
      flex-wrap: wrap;
      column-gap: 0.5em;
    }
    .day {
      grid-template-columns: 1.75em minmax(2em, auto) minmax(0, 1fr) minmax(2em, auto);
      column-gap: 0.25em;
    }
  }
  @container (width < 12.5em) {
    .facts {
      grid-template-columns: minmax(0, 1fr);
    }
    .fact.wide {
      grid-column: auto;
    }
  }
`;
