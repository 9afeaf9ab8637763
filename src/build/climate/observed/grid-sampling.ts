// Bilinear sampling of a global row-major grid whose columns wrap around in longitude.

/**
 * Bilinear interpolation of `field` (`columns × rows`, row-major) at fractional grid position
 * (x, y), where integer positions are the stored samples. x wraps modulo `columns` (the grids are
 * global in longitude); y is clamped to the first/last row, since there is nothing beyond the poles.
 * NaN samples propagate: any NaN among the four neighbours gives NaN.
 */
export function sampleBilinear(field: Float32Array, columns: number, rows: number, x: number, y: number): number {
  const yClamped = Math.min(rows - 1, Math.max(0, y));
  const row0 = Math.min(rows - 2, Math.floor(yClamped));
  const fy = yClamped - row0;
  const column = Math.floor(x);
  const fx = x - column;
  const column0 = ((column % columns) + columns) % columns;
  const column1 = (column0 + 1) % columns;
  const top = field[row0 * columns + column0]! * (1 - fx) + field[row0 * columns + column1]! * fx;
  const bottom = field[(row0 + 1) * columns + column0]! * (1 - fx) + field[(row0 + 1) * columns + column1]! * fx;
  return top * (1 - fy) + bottom * fy;
}
