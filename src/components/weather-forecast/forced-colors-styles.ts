import { css } from 'lit';

/**
 * The forecast under forced colours (Windows High Contrast and the like). The browser draws text
 * and borders in the system's colours but leaves a box that only has a background empty: the
 * legend's swatches, the UV class's dot, the temperature bar's gradient and the chart's series
 * would vanish. Each is drawn in the system's colours instead, the series told apart by shape
 * (a line, filled bars, outlined bars) as they are in the normal theme.
 */
export const forecastForcedColorsStyles = css`
  @media (forced-colors: active) {
    .key,
    .uv-swatch,
    .range,
    .chart {
      forced-color-adjust: none;
    }
    .key-temp {
      background: CanvasText;
    }
    .key-chance {
      background: CanvasText;
    }
    .key-amount {
      background: Canvas;
      box-shadow: inset 0 0 0 2px CanvasText;
    }
    /* Above the WHO colours, which the facts' module adopts after these rules. */
    .card .uv-swatch {
      background: CanvasText;
      box-shadow: none;
    }
    .range .track {
      fill: Canvas;
      stroke: CanvasText;
      stroke-width: 1;
    }
    .stop-cold,
    .stop-warm {
      stop-color: Highlight;
    }
    .chart .grid,
    .chart .axis {
      stroke: GrayText;
    }
    .chart .pop-bar {
      fill: CanvasText;
    }
    .chart .amount-bar {
      fill: Canvas;
      stroke: CanvasText;
      stroke-width: 2;
    }
    .chart .temp-line {
      stroke: Highlight;
    }
    .chart .temp-point {
      fill: Canvas;
      stroke: Highlight;
    }
    .chart .temp-label,
    .chart .amount-scale {
      fill: CanvasText;
    }
    .chart .hour-label {
      fill: CanvasText;
    }
    .retry {
      border: 2px solid ButtonText;
    }
  }
`;
