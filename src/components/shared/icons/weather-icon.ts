// Weather icons as inline SVG: a handful of primitives (sun, moon, cloud, drops, flakes, bolt,
// fog lines) stacked per code group. Nothing is fetched; colours come from custom properties.
import { css, html, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { iconLayers, type IconLayer } from './icon-groups.ts';

const RAYS = 'M16 3v3M16 26v3M3 16h3M26 16h3M6.8 6.8l2.1 2.1M23.1 23.1l2.1 2.1M6.8 25.2l2.1-2.1M23.1 8.9l2.1-2.1';
const CLOUD = 'M9.5 25h13.5a5 5 0 0 0 .6-10 7 7 0 0 0-13.4 1.7A4.2 4.2 0 0 0 9.5 25z';
const FLAKE = 'M0-2.2v4.4M-1.9-1.1l3.8 2.2M-1.9 1.1l3.8-2.2';

const LAYERS: Record<IconLayer, SVGTemplateResult> = {
  sun: svg`<g class="sun"><circle cx="16" cy="16" r="6" /><path class="ray" d=${RAYS} /></g>`,
  moon: svg`<path class="moon" d="M19 6.5a10 10 0 1 0 7.3 15.3A8 8 0 0 1 19 6.5z" />`,
  'sun-peek': svg`<g class="sun" transform="translate(-4.5 -5) scale(.8)"><circle cx="16" cy="16" r="6" /><path class="ray" d=${RAYS} /></g>`,
  'moon-peek': svg`<path class="moon" transform="translate(-4 -4.5) scale(.75)" d="M19 6.5a10 10 0 1 0 7.3 15.3A8 8 0 0 1 19 6.5z" />`,
  cloud: svg`<path class="cloud" d=${CLOUD} />`,
  'cloud-small': svg`<path class="cloud" transform="translate(9 12) scale(.65)" d=${CLOUD} />`,
  'cloud-high': svg`<path class="cloud" transform="translate(0 -5)" d=${CLOUD} />`,
  drizzle: svg`<g class="drop"><circle cx="11" cy="25" r="1.1" /><circle cx="16" cy="27.5" r="1.1" /><circle cx="21" cy="25" r="1.1" /></g>`,
  drops: svg`<path class="drop-line" d="M11.5 23l-1.5 4M16.5 23l-1.5 4M21.5 23l-1.5 4" />`,
  flake: svg`<path class="flake" transform="translate(25 27)" d=${FLAKE} />`,
  flakes: svg`<g class="flake"><path transform="translate(10.5 25)" d=${FLAKE} /><path transform="translate(16 28.5)" d=${FLAKE} /><path transform="translate(21.5 25)" d=${FLAKE} /></g>`,
  pellets: svg`<g class="pellet"><circle cx="11" cy="25" r="1.6" /><circle cx="16.5" cy="28" r="1.6" /><circle cx="22" cy="25" r="1.6" /></g>`,
  bolt: svg`<path class="bolt" d="M17.5 19l-4.5 6.5h3.2l-1.4 5 5.4-7.2h-3.3l1.8-4.3z" />`,
  fog: svg`<path class="fog" d="M6 24h20M9 28h15" />`,
};

/**
 * The icon of a WMO code, day or night. Decorative by default (`aria-hidden`): the description
 * is given as text beside it. With a `label` it becomes an image with that name.
 */
export function weatherIcon(code: number, night: boolean, label?: string): TemplateResult {
  const layers = iconLayers(code, night).map((layer) => LAYERS[layer]);
  return label === undefined
    ? html`<svg class="icon" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${layers}</svg>`
    : html`<svg class="icon" viewBox="0 0 32 32" role="img" aria-label=${label} focusable="false">${layers}</svg>`;
}

/** The icons' colours; add to an element's `static styles`. */
export const iconStyles = css`
  :host {
    --weather-icon-sun: light-dark(#f2a900, #ffc940);
    --weather-icon-moon: light-dark(#8d99ae, #d6dde8);
    --weather-icon-cloud: light-dark(#a9b4c0, #7d8894);
    --weather-icon-rain: var(--weather-precipitation);
    --weather-icon-snow: light-dark(#6fa8dc, #cfe6ff);
    --weather-icon-bolt: light-dark(#e8a200, #ffd34d);
  }
  .icon {
    display: block;
    overflow: visible;
  }
  .sun circle {
    fill: var(--weather-icon-sun);
  }
  .ray {
    stroke: var(--weather-icon-sun);
    stroke-width: 2;
    stroke-linecap: round;
    fill: none;
  }
  .moon {
    fill: var(--weather-icon-moon);
  }
  .cloud {
    fill: var(--weather-icon-cloud);
    stroke: var(--weather-background);
    stroke-width: 1;
  }
  .drop {
    fill: var(--weather-icon-rain);
  }
  .drop-line,
  .fog {
    stroke: var(--weather-icon-rain);
    stroke-width: 1.8;
    stroke-linecap: round;
    fill: none;
  }
  .fog {
    stroke: var(--weather-icon-cloud);
  }
  .flake {
    stroke: var(--weather-icon-snow);
    stroke-width: 1.2;
    stroke-linecap: round;
    fill: none;
  }
  .pellet {
    fill: var(--weather-icon-snow);
    stroke: var(--weather-icon-rain);
    stroke-width: 0.6;
  }
  .bolt {
    fill: var(--weather-icon-bolt);
  }
`;
