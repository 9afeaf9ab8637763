import { css } from 'lit';

/**
 * What tells the chart's series and the temperature bar apart besides their shade. The amount
 * bars are outlined and lighter inside, the chance bars solid (two blues alone differ by less than
 * 3:1); the legend's keys are drawn the same way. Right to left, the day's temperature bar runs
 * from its high on the left to its low on the right, as the row's numbers do, so its cold end
 * sits beside the low.
 */
export const chartShapeStyles = css`
  .amount-bar {
    fill: var(--weather-precipitation-amount);
    fill-opacity: 0.6;
    stroke: var(--weather-precipitation-amount);
    stroke-width: 1.5;
  }
  /* The key drawn the same way: its colour, lightened inside by an overlay, outlined at full strength. */
  .key-amount {
    background-color: var(--weather-precipitation-amount);
    background-image: linear-gradient(
      color-mix(in srgb, var(--weather-background) 40%, transparent),
      color-mix(in srgb, var(--weather-background) 40%, transparent)
    );
    box-shadow: inset 0 0 0 1.5px var(--weather-precipitation-amount);
  }
  [dir='rtl'] .range {
    transform: scaleX(-1);
  }
`;
