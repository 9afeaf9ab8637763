/** The climate tile holding a coordinate: tiles of `degrees` squared, row by row from 90° S, each row from 180° W. */
export function climateTileIndex(lat: number, lon: number, degrees: number): number {
  const columns = Math.ceil(360 / degrees);
  const rows = Math.ceil(180 / degrees);
  const wrapped = ((((lon + 180) % 360) + 360) % 360) - 180;
  const row = Math.min(rows - 1, Math.max(0, Math.floor((lat + 90) / degrees)));
  const column = Math.min(columns - 1, Math.max(0, Math.floor((wrapped + 180) / degrees)));
  return row * columns + column;
}
