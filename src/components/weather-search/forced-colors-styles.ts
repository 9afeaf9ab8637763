import { css } from 'lit';

/**
 * The search under forced colours (Windows High Contrast and the like), where the browser replaces
 * the theme's colours with the system's: the active option is told by a background and colour of
 * its own, which forced colours would flatten to the others', so it takes the system's selection
 * colours and an outline; the matched letters keep the system's mark colours, never the text's
 * background.
 */
export const searchForcedColorsStyles = css`
  @media (forced-colors: active) {
    [role='option'] {
      border: 2px solid transparent;
    }
    [role='option']:hover {
      border-color: CanvasText;
    }
    [role='option'][aria-selected='true'] {
      forced-color-adjust: none;
      color: HighlightText;
      background: Highlight;
      border-color: CanvasText;
      outline: 2px solid Highlight;
      outline-offset: 1px;
    }
    [role='option'][aria-selected='true'] .detail {
      color: HighlightText;
    }
    mark {
      forced-color-adjust: none;
      color: MarkText;
      background: Mark;
    }
    [aria-selected='true'] mark {
      color: HighlightText;
      background: none;
      text-decoration-color: HighlightText;
    }
  }
`;
