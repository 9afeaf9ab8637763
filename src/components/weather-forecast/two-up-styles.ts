import { css } from 'lit';

/**
 * Current conditions beside the daily rows (from 800 px at the default font size): when the days
 * run far below the current conditions, the hourly chart moves up under those, beside the days,
 * instead of leaving an empty box there. "Far" is by the days' count and their extra lines (UV,
 * moon): the rows stack while the daily column is narrower than 30em (a card under 64em), and
 * take one line each from there, so the count that is long enough differs.
 */
export const twoUpStyles = css`
  @container (50em <= width < 64.125em) {
    .body.two-up:is(:has(.days > li:nth-child(5)), :has(.daily:not(.extra-0) .days > li:nth-child(4))) {
      grid-template-rows: auto 1fr;
    }
    .body.two-up:is(:has(.days > li:nth-child(5)), :has(.daily:not(.extra-0) .days > li:nth-child(4))) .daily {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    .body.two-up:is(:has(.days > li:nth-child(5)), :has(.daily:not(.extra-0) .days > li:nth-child(4))) .hourly {
      grid-column: 1;
    }
  }
  @container (width >= 64.125em) {
    .body.two-up:is(:has(.days > li:nth-child(8)), :has(.daily:not(.extra-0) .days > li:nth-child(6))) {
      grid-template-rows: auto 1fr;
    }
    .body.two-up:is(:has(.days > li:nth-child(8)), :has(.daily:not(.extra-0) .days > li:nth-child(6))) .daily {
      grid-column: 2;
      grid-row: 1 / span 2;
    }
    .body.two-up:is(:has(.days > li:nth-child(8)), :has(.daily:not(.extra-0) .days > li:nth-child(6))) .hourly {
      grid-column: 1;
    }
  }
`;
