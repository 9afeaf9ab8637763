import { css } from 'lit';

/**
 * A focus ring that shows on any page, in both themes: the accent's ring between two bands of the
 * widget's own background (a halo), as GOV.UK draws its two-colour focus. Where the page around
 * is as light or dark as the accent (a dark theme's light blue on a white page), the halo stands
 * between them; where the halo matches the page, the accent contrasts with both. In forced colours
 * the system's highlight colour draws the ring and the halo goes (forced colours drop shadows).
 */
export const focusRingStyles = css`
  :host {
    --weather-focus-ring: var(--weather-accent);
    --weather-focus-halo: var(--weather-background);
  }
  :focus-visible {
    outline: 3px solid var(--weather-focus-ring);
    outline-offset: 2px;
    box-shadow: 0 0 0 7px var(--weather-focus-halo);
  }
  @media (forced-colors: active) {
    :focus-visible {
      outline-color: Highlight;
    }
  }
`;
