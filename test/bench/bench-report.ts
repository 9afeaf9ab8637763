// The figures one `npm run bench` writes, as the benches measure them: each beside the baseline
// measured in the same run. run.ts renders them into docs/benchmarks.md (benchmarks-page.ts).
import { BENCH_SECTIONS, type FigureId, type SectionId } from './bench-sections.ts';

/** One figure of a run and the same run's baseline it is read against. */
export interface Measured {
  figure: string;
  baseline: string;
}

/** A run's figures by section and figure id. */
export type RunFigures = Map<SectionId, Map<string, Measured>>;

const written: RunFigures = new Map();

/** Records a figure of this run for docs/benchmarks.md (the bench prints its own lines as well). */
export function writeFigure<S extends SectionId>(section: S, id: FigureId<S>, figure: string, baseline = ''): void {
  if (!(id in BENCH_SECTIONS[section].figures)) throw new Error(`bench: no figure ${id} in section ${section}`);
  let figures = written.get(section);
  if (figures === undefined) written.set(section, (figures = new Map<string, Measured>()));
  figures.set(id, { figure, baseline });
}

/** Every figure written so far in this run. */
export function writtenFigures(): RunFigures {
  return written;
}

/** "0.62×": a figure's ratio to its baseline, as the page and the console print it. */
export function ratio(value: number, baseline: number): string {
  return `${(value / baseline).toFixed(2)}×`;
}
