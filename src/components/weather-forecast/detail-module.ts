// What the UV and moon facts, the units per quantity and the compact layout need beyond the
// script: the moon's drawing, their styles, the conversions and the compact line (their words
// are in each language's messages). One module, loaded on first use (loaded-detail-module.ts); in
// the script-tag build it is the file weather-widgets-details.js beside the script.
import { COMPACT_CSS } from './compact-styles.ts';
import { DETAIL_CSS as FACT_CSS } from './detail-styles.ts';

export { moonLitPath, moonPhaseIndex } from './moon-phase.ts';
export { uvClass } from './uv-class.ts';
export { currentInUnits, forecastInUnits } from '../shared/unit-conversion.ts';
export { renderCompact } from './compact-layout.ts';

/** The styles of all the module draws, as text for one constructed style sheet. */
export const DETAIL_CSS = FACT_CSS + COMPACT_CSS;
