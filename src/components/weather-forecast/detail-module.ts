// What the UV and moon facts and the units per quantity need beyond the script: the moon's
// drawing, their styles and the conversions (their words are in each language's messages). One module, loaded on first use (load-detail-module.ts); in the script-tag
// build it is the file weather-widgets-details.js beside the script.
export { moonLitPath, moonPhaseIndex } from './moon-phase.ts';
export { DETAIL_CSS } from './detail-styles.ts';
export { uvClass } from './uv-class.ts';
export { currentInUnits, forecastInUnits } from '../shared/unit-conversion.ts';
