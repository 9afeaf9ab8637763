/** The embedded world's climate: Köppen grid + monthly normals for any coordinate. */
export { decodeClimateGrid, type ClimateGrid } from './decode-climate-grid.ts';
export type { Climate, MonthlyNormals } from './climate.ts';
export { KOPPEN_CLASSES, type KoppenClass } from './koppen-classes.ts';
