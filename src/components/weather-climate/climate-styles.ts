// The climate chart's styles: adopted stylesheets, so a strict Content-Security-Policy has nothing
// to block.
// Sizes in em of --weather-font-size; layouts by the card's own width (container queries), so a
// chart in a 160 px sidebar and one in a 1000 px article each fit.

import { css } from 'lit';

export const climateStyles = css`
.card {
  display: flex;
  flex-direction: column;
  gap: 0.75em;
  min-width: 0;
  padding: min(var(--weather-padding), 0.75em);
  background: var(--weather-background);
  color: var(--weather-text);
  border: 1px solid var(--weather-border);
  border-radius: var(--weather-radius);
  container-type: inline-size;
}
.card.compact { min-height: 2.875rem; padding-block: 0.125em; justify-content: center; }
.card.waiting { min-height: 2.875rem; }
.card.waiting:not(.compact) { min-height: 12em; }
.climate-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0 0.5em; min-width: 0; }
.climate-header h2 { margin: 0; font-size: 1.125em; font-weight: 600; overflow-wrap: anywhere; }
.climate-header .region { margin: 0; color: var(--weather-muted); font-size: 0.875em; overflow-wrap: anywhere; }
.summary { margin: 0; overflow-wrap: anywhere; }
.figure { margin: 0; min-width: 0; }
.chart { display: grid; grid-template-columns: repeat(var(--climate-columns), minmax(0, 1fr)); row-gap: 0.25em; min-width: 0; }
/* One class per count of columns: a style attribute would need 'unsafe-inline'. */
.cols-1 { --climate-columns: 1; } .span-1 { grid-column: span 1; }
.cols-2 { --climate-columns: 2; } .span-2 { grid-column: span 2; }
.cols-3 { --climate-columns: 3; } .span-3 { grid-column: span 3; }
.cols-4 { --climate-columns: 4; } .span-4 { grid-column: span 4; }
.cols-5 { --climate-columns: 5; } .span-5 { grid-column: span 5; }
.cols-6 { --climate-columns: 6; } .span-6 { grid-column: span 6; }
.cols-7 { --climate-columns: 7; } .span-7 { grid-column: span 7; }
.cols-8 { --climate-columns: 8; } .span-8 { grid-column: span 8; }
.cols-9 { --climate-columns: 9; } .span-9 { grid-column: span 9; }
.cols-10 { --climate-columns: 10; } .span-10 { grid-column: span 10; }
.cols-11 { --climate-columns: 11; } .span-11 { grid-column: span 11; }
.cols-12 { --climate-columns: 12; } .span-12 { grid-column: span 12; }
.chart > * { grid-column: 1 / -1; display: grid; grid-template-columns: repeat(var(--climate-columns), minmax(0, 1fr)); min-width: 0; }
.chart > .seasons, .chart > .values { display: none; }
.plot { height: 7.5em; }
.plot { display: block; }
.plot .shapes { width: 100%; height: 100%; display: block; }
[dir='rtl'] .shapes { transform: scaleX(-1); }
.band { fill: var(--weather-climate-band, var(--weather-warm)); fill-opacity: 0.55; stroke: var(--weather-climate-band, var(--weather-warm)); stroke-width: 1.5; vector-effect: non-scaling-stroke; }
.bar { fill: var(--weather-climate-precipitation, var(--weather-precipitation)); fill-opacity: 0.7; }
.bar.chosen { fill-opacity: 1; }
.chosen-month { fill: none; stroke: var(--weather-accent); stroke-width: 2; vector-effect: non-scaling-stroke; }
.values span, .months span { min-width: 0; text-align: center; font-size: 0.75em; font-variant-numeric: tabular-nums; white-space: nowrap; }
.values .chosen, .months .chosen { font-weight: 700; color: var(--weather-accent); }
.lows span { color: var(--weather-muted); }
.months .long { display: none; }
/* Narrow: every third month named, across its three columns (CJK names need the room). */
.months > span:not(.third) { display: none; }
.months > .third-1 { grid-column: span 1; } .months > .third-2 { grid-column: span 2; } .months > .third-3 { grid-column: span 3; }
.season { min-width: 0; padding: 0.125em 0.25em; font-size: 0.75em; text-align: center; border-block-end: 3px solid; white-space: nowrap; overflow-wrap: normal; }
.season-0 { border-color: var(--weather-cold); }
.season-1 { border-color: var(--weather-climate-spring, light-dark(#15803d, #4ade80)); }
.season-2 { border-color: var(--weather-warm); }
.season-3 { border-color: var(--weather-climate-autumn, light-dark(#a16207, #facc15)); }
.legend { display: flex; flex-wrap: wrap; gap: 0.25em 1em; margin: 0; padding: 0; list-style: none; font-size: 0.75em; color: var(--weather-muted); }
.legend li::before { content: ''; display: inline-block; width: 0.75em; height: 0.75em; margin-inline-end: 0.375em; border-radius: 2px; vertical-align: -0.05em; }
.legend .temp::before { background: var(--weather-climate-band, var(--weather-warm)); }
.legend .rain::before { background: var(--weather-climate-precipitation, var(--weather-precipitation)); }
.table-toggle summary { cursor: pointer; width: fit-content; color: var(--weather-accent); }
.table-scroller { overflow-x: auto; max-width: 100%; margin-block-start: 0.5em; }
.table-scroller table { border-collapse: collapse; font-size: 0.875em; font-variant-numeric: tabular-nums; }
.table-scroller th, .table-scroller td { padding: 0.25em 0.5em; text-align: end; white-space: nowrap; border-block-end: 1px solid var(--weather-border); }
.table-scroller th[scope='row'], .table-scroller thead th:first-child { text-align: start; }
.table-scroller tr.chosen { background: var(--weather-surface); font-weight: 600; }
.climate-footer { margin: 0; font-size: 0.75em; color: var(--weather-muted); overflow-wrap: anywhere; }
.climate-error { margin: 0; }
.climate-error button { margin-block-start: 0.5em; font: inherit; padding: 0.25em 0.75em; border-radius: 6px; border: 1px solid var(--weather-border); background: var(--weather-surface); color: var(--weather-text); cursor: pointer; }
.compact-line { display: flex; align-items: center; gap: 0.5em; min-width: 0; }
.compact-line .spark { flex: 1 1 3em; min-width: 2.5em; max-width: 12em; height: 2em; }
.compact-line .spark .shapes { width: 100%; height: 100%; display: block; }
.compact-line .glance { flex: 0 0 auto; font-size: 0.875em; white-space: nowrap; font-variant-numeric: tabular-nums; }
.compact-line .glance .month-name { color: var(--weather-muted); margin-inline-end: 0.25em; }
@container (max-width: 13.5em) { .compact-line .glance .month-name { display: none; } }
@container (min-width: 25em) { .chart > .seasons { display: grid; } .months > span:not(.third) { display: inline; } .months > .third-2, .months > .third-3 { grid-column: span 1; } }
@container (min-width: 30em) { .chart > .values { display: grid; } .plot { height: 9em; } }
@container (min-width: 45em) { .months .long { display: inline; } .months .narrow { display: none; } .plot { height: 11em; } }
`;
