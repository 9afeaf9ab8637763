// docs/benchmarks.md, written by `npm run bench` from one run: the run's date, machine and load,
// then one section per benchmark (bench-sections.ts) with each figure beside its same-run
// baseline and its budget. parseBenchmarksPage reads a page back, so that a test can hold the
// committed page to exactly what renderBenchmarksPage writes.
import type { Measured, RunFigures } from './bench-report.ts';
import { BENCH_SECTIONS, type BenchSection, type SectionId } from './bench-sections.ts';

/** Where and when a run measured. */
export interface RunInfo {
  /** "2026-11-27 17:10 UTC" */
  date: string;
  /** Cores, memory, system, Node and browser versions. */
  machine: string;
  /** The 1-minute load average at the run's start and end ("1.2, 3.4"). */
  load: string;
}

/** A page's content: the run and its figures. */
export interface BenchmarksPage {
  run: RunInfo;
  figures: RunFigures;
}

const TITLE = '# Benchmarks';
const GENERATED =
  '<!-- Written by `npm run bench` (test/bench/benchmarks-page.ts) from one run: change the bench, not this page. -->';
const INTRO =
  'Every figure below comes from one run of `npm run bench`, beside a baseline measured in the same run (on a busy machine the ratios hold better than the times) and the budget or goal it is held to. Tests never assert a duration. `npm run bench -- <name>` runs one bench alone, and writes this page only when asked to (`--page`): sections it did not run say so. The history of these figures is in git.';
const NOT_RUN = 'Not measured in this run.';
const HEAD = '| what | figure | same-run baseline | budget or goal |';
const RULE = '|---|---|---|---|';

const runLine = (run: RunInfo) => `**This run:** ${run.date}; ${run.machine}; load average ${run.load} (start, end).`;

/** The page for a run. */
export function renderBenchmarksPage({ run, figures }: BenchmarksPage): string {
  const lines = [TITLE, '', GENERATED, '', INTRO, '', runLine(run)];
  for (const [id, section] of Object.entries(BENCH_SECTIONS) as [SectionId, BenchSection][]) {
    lines.push('', `## ${section.title}`, '', `${section.measures} (\`npm run bench -- ${section.name}\`)`, '');
    const measured = figures.get(id);
    if (measured === undefined || measured.size === 0) {
      lines.push(NOT_RUN);
      continue;
    }
    lines.push(HEAD, RULE);
    for (const [figureId, spec] of Object.entries(section.figures)) {
      const value = measured.get(figureId);
      if (value !== undefined) lines.push(`| ${spec.what} | ${value.figure} | ${value.baseline} | ${spec.budget} |`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The run and figures of a page renderBenchmarksPage wrote. Throws, naming it, on a section or
 * a figure the bench does not write, or a budget other than the bench's.
 */
export function parseBenchmarksPage(page: string): BenchmarksPage {
  const runMatch = /^\*\*This run:\*\* (.+?); (.+); load average (.+) \(start, end\)\.$/m.exec(page);
  if (runMatch === null) throw new Error('benchmarks page: no "**This run:**" line');
  const run: RunInfo = { date: runMatch[1]!, machine: runMatch[2]!, load: runMatch[3]! };
  const figures: RunFigures = new Map();
  const sections = page.split(/^## /m).slice(1);
  for (const text of sections) {
    const title = text.slice(0, text.indexOf('\n'));
    const entry = (Object.entries(BENCH_SECTIONS) as [SectionId, BenchSection][]).find(
      ([, section]) => section.title === title,
    );
    if (entry === undefined) throw new Error(`benchmarks page: no bench writes a section "${title}"`);
    const [id, section] = entry;
    for (const row of text.split('\n').filter((line) => line.startsWith('| ') && line !== HEAD)) {
      const [what, figure, baseline, budget] = row.slice(2, -2).split(' | ');
      const figureEntry = Object.entries(section.figures).find(([, spec]) => spec.what === what);
      if (figureEntry === undefined)
        throw new Error(`benchmarks page: "${title}" names a figure no bench writes: "${what}"`);
      if (figureEntry[1].budget !== budget)
        throw new Error(
          `benchmarks page: "${what}" states the budget "${budget}", the bench "${figureEntry[1].budget}"`,
        );
      let measured = figures.get(id);
      if (measured === undefined) figures.set(id, (measured = new Map<string, Measured>()));
      measured.set(figureEntry[0], { figure: figure ?? '', baseline: baseline ?? '' });
    }
  }
  return { run, figures };
}
