import { css } from 'lit';

/** Headings at any level the page chooses (heading.ts) look as the card's own: no browser margins. */
export const headingStyles = css`
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: 0;
  }
`;
