import { css } from 'lit';

/**
 * The card's layout by container queries, from a 240 px sidebar to a 1000 px section. Every value
 * that arrives with the data sits in a one-line box (`.line`), and everything else is the same in
 * the skeleton, so the loaded card takes exactly the skeleton's place: no layout shift.
 */
export const forecastStyles = css`
  :host {
    container-type: inline-size;
  }
  p,
  h2,
  h3,
  dl,
  dd {
    margin: 0;
  }
  .card {
    display: flex;
    flex-direction: column;
    gap: 12px;
    min-width: 0;
    padding: min(var(--weather-padding), 0.75em);
    background: var(--weather-background);
    color: var(--weather-text);
    border: 1px solid var(--weather-border);
    border-radius: var(--weather-radius);
  }
  /* The skeleton's words while the visitor's language loads: there, sized, unseen. */
  .card.words-pending,
  .card.words-pending * {
    color: transparent;
  }
  .compact {
    min-height: 2.875em;
  }
  .line {
    display: block;
    height: 1lh;
    min-width: 0;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  /* Texts that may not fit in one line in every language and unit wrap, and their box grows; a
     word longer than the line (Dutch "Gevoelstemperatuur" at 240 px) breaks, hyphenated where
     the browser can. */
  .region,
  .description,
  .feels,
  .facts .line,
  .precip,
  .day-wind,
  .day-moon,
  .day-uv {
    height: auto;
    white-space: normal;
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  .ph {
    display: inline-block;
    width: 4em;
    height: 0.8em;
    vertical-align: middle;
    border-radius: 4px;
    background: var(--weather-border);
  }
  .w2 { width: 2em; }
  .w3 { width: 3em; }
  .w6 { width: 6em; }
  .w7 { width: 7em; }
  .w8 { width: 8em; }
  .w9 { width: 9em; }
  .icon-ph {
    display: block;
    width: 100%;
    height: 100%;
    border-radius: 50%;
  }
  .chart-ph {
    fill: var(--weather-surface);
  }
  /* The skeleton's drawing spans the box, the chart's edge room (1em, EDGE in hourly-chart.ts)
     either side, as the measured chart does; its width attribute is the least it needs. */
  .chart-skeleton {
    min-width: 100%;
    padding-inline: 1em;
  }
  @keyframes pulse {
    50% {
      opacity: 0.45;
    }
  }
  @media (prefers-reduced-motion: no-preference) {
    .ph,
    .chart-ph {
      animation: pulse 1.4s ease-in-out infinite;
    }
  }

  .place {
    font-size: 1.25em;
    font-weight: 650;
    line-height: 1.3;
  }
  .region {
    font-size: 0.875em;
    line-height: 1.35;
    color: var(--weather-muted);
  }
  .body {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 1em;
  }
  .section-title {
    margin-bottom: 4px;
    font-size: 0.875em;
    font-weight: 600;
    line-height: 1.3;
  }

  .now {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 5.5em;
  }
  .now-icon {
    flex: none;
    width: 4em;
    height: 4em;
  }
  .now-icon .icon {
    width: 100%;
    height: 100%;
  }
  .now-text {
    flex: 1;
    min-width: 0;
  }
  .temperature {
    font-size: 2.25em;
    font-weight: 300;
    line-height: 1.1;
  }
  .description {
    font-size: 0.9375em;
    line-height: 1.35;
  }
  .feels {
    font-size: 0.875em;
    line-height: 1.35;
    color: var(--weather-muted);
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px 12px;
    margin-top: 8px;
  }
  .fact {
    min-width: 0;
  }
  .fact.wide {
    grid-column: span 2;
  }
  dt {
    font-size: 0.75em;
    line-height: 1.3;
    color: var(--weather-muted);
    overflow-wrap: anywhere;
  }
  dd {
    font-size: 0.9375em;
    line-height: 1.35;
  }
  .arrow {
    display: inline-block;
    width: 1em;
    height: 1em;
    vertical-align: -0.15em;
    fill: var(--weather-accent);
  }

  /* The rows lay out by the daily section's own width: beside the current conditions (two-up)
     it is half the card's. */
  .daily {
    container-type: inline-size;
  }
  .days {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Narrow: the weekday and precipitation on one line, the icon and temperatures under them,
     then the day's wind. */
  .day {
    display: grid;
    grid-template-columns: 1.75em 2.25em minmax(0, 1fr) 2.25em;
    grid-template-areas: 'head head head head' 'icon min range max' 'wind wind wind wind';
    align-items: center;
    column-gap: 6px;
    min-height: 5em;
    border-top: 1px solid var(--weather-border);
  }
  .day-head {
    grid-area: head;
    display: flex;
    align-items: baseline;
    gap: 8px;
    min-width: 0;
  }
  .weekday {
    flex: none;
    max-width: 50%;
    font-weight: 600;
    line-height: 1.35;
  }
  .precip {
    flex: 1;
    font-size: 0.8125em;
    line-height: 1.35;
    text-align: end;
    color: var(--weather-muted);
  }
  .day-icon {
    grid-area: icon;
    width: 1.75em;
    height: 1.75em;
  }
  .day-icon .icon {
    width: 100%;
    height: 100%;
  }
  .min,
  .max {
    font-variant-numeric: tabular-nums;
    line-height: 1.35;
  }
  .min {
    grid-area: min;
    text-align: end;
    color: var(--weather-muted);
  }
  .max {
    grid-area: max;
  }
  .day-wind,
  .day-moon,
  .day-uv {
    grid-column: 1 / -1;
    font-size: 0.8125em;
    line-height: 1.35;
    color: var(--weather-muted);
  }
  .extra-1 .day {
    min-height: 6.25em;
  }
  .extra-2 .day {
    min-height: 7.5em;
  }
  .range {
    grid-area: range;
    display: block;
    width: 100%;
    height: 8px;
  }
  .range .track {
    fill: var(--weather-surface);
    stroke: var(--weather-border);
    stroke-width: 0.5;
  }
  .range-ph .ph {
    display: block;
    width: 100%;
    height: 6px;
  }
  .stop-cold {
    stop-color: var(--weather-cold);
  }
  .stop-warm {
    stop-color: var(--weather-warm);
  }

  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 12px;
    margin-bottom: 4px;
    font-size: 0.75em;
    line-height: 1.35;
    color: var(--weather-muted);
  }
  .key {
    display: inline-block;
    margin-inline-end: 4px;
    vertical-align: middle;
  }
  .key-temp {
    width: 14px;
    height: 3px;
    background: var(--weather-accent);
  }
  .key-chance {
    width: 8px;
    height: 10px;
    background: var(--weather-precipitation);
  }
  .key-amount {
    width: 7px;
    height: 10px;
    background: var(--weather-precipitation-amount);
  }
  .scroller,
  .table-scroller {
    /* The theme's colours, not the engine's: Firefox draws a white bar under a dark card. */
    scrollbar-color: var(--weather-border) transparent;
    scrollbar-width: thin;
  }
  .scroller {
    overflow-x: auto;
    overflow-y: hidden;
    border-radius: 8px;
  }
  .chart {
    display: block;
  }
  .grid {
    stroke: var(--weather-border);
    stroke-dasharray: 2 3;
  }
  .axis {
    stroke: var(--weather-border);
  }
  .pop-bar {
    fill: var(--weather-precipitation);
  }
  .amount-bar {
    fill: var(--weather-precipitation-amount);
  }
  .amount-scale {
    font-size: 10px;
    fill: var(--weather-muted);
  }
  .temp-line {
    fill: none;
    stroke: var(--weather-accent);
    stroke-width: 2.5;
    stroke-linejoin: round;
  }
  .temp-point {
    fill: var(--weather-background);
    stroke: var(--weather-accent);
    stroke-width: 2;
  }
  .temp-label {
    font-size: 12px;
    font-weight: 600;
    fill: var(--weather-text);
  }
  .hour-label {
    font-size: 11px;
    fill: var(--weather-muted);
  }
  summary {
    width: fit-content;
    padding: 4px 0;
    font-size: 0.875em;
    line-height: 1.5;
    color: var(--weather-accent);
    cursor: pointer;
  }
  .table-scroller {
    overflow-x: auto;
  }
  .hourly-table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.8125em;
    font-variant-numeric: tabular-nums;
  }
  .hourly-table th,
  .hourly-table td {
    padding: 2px 4px;
    text-align: end;
    border-bottom: 1px solid var(--weather-border);
  }
  .hourly-table td {
    /* A value and its unit stay together: the table scrolls sideways in its own box. */
    white-space: nowrap;
  }
  .hourly-table th:first-child {
    text-align: start;
    font-weight: 400;
  }
  .hourly-table thead th {
    font-weight: 600;
  }

  .footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 12px;
    padding-top: 8px;
    font-size: 0.75em;
    line-height: 1.35;
    color: var(--weather-muted);
    border-top: 1px solid var(--weather-border);
  }
  .status {
    /* 12em of the element's type, in the footer's smaller one. */
    flex: 1 1 calc(12em / 0.75);
  }
  .prompt {
    color: var(--weather-muted);
  }
  .error {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 12px;
    border-radius: 8px;
    background: var(--weather-surface);
  }
  .error .message {
    flex: 1 1 12em;
  }
  .error .detail {
    flex: 1 1 100%;
    font-size: 0.875em;
    color: var(--weather-muted);
    overflow-wrap: anywhere;
  }
  .retry {
    padding: 6px 14px;
    font: inherit;
    font-size: 0.875em;
    color: var(--weather-background);
    background: var(--weather-accent);
    border: 1px solid var(--weather-accent);
    border-radius: 999px;
    cursor: pointer;
  }

  @container (min-width: 30em) {
    .card {
      padding: var(--weather-padding);
    }
    .facts {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    .day {
      grid-template-columns: 7em 1.75em 2.5em minmax(3em, 1fr) 2.5em minmax(0, 12em);
      grid-template-areas: 'weekday icon min range max precip' 'weekday icon min range max wind';
      min-height: 3.25em;
    }
    .day-wind,
    .day-moon,
    .day-uv {
      grid-column: precip;
      text-align: end;
    }
    .day-icon,
    .min,
    .range,
    .max {
      grid-row: 1 / -1;
    }
    .extra-1 .day {
      grid-template-rows: repeat(3, auto);
      min-height: 4.25em;
    }
    .extra-2 .day {
      grid-template-rows: repeat(4, auto);
      min-height: 5.25em;
    }
    .day-head {
      display: contents;
    }
    .weekday {
      grid-area: weekday;
      grid-row: 1 / -1;
      max-width: none;
    }
    .precip {
      grid-area: precip;
    }
  }
  @container (min-width: 50em) {
    .body.two-up {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      column-gap: 32px;
    }
    .body.two-up .hourly {
      grid-column: 1 / -1;
    }
    .place {
      font-size: 1.5em;
    }
  }
`;
