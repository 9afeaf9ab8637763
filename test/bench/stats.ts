/** Percentile (0–100) of a list of numbers, by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Milliseconds taken by each of `runs` calls of `work`, after `warmup` untimed calls. */
export function timeEach(runs: number, work: (run: number) => unknown, warmup = Math.min(runs, 50)): number[] {
  for (let run = 0; run < warmup; run++) work(run);
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    work(run);
    times.push(performance.now() - started);
  }
  return times;
}

/** "p50 0.12 ms, p95 0.30 ms" */
export function describeTimes(times: readonly number[], digits = 3): string {
  return `p50 ${percentile(times, 50).toFixed(digits)} ms, p95 ${percentile(times, 95).toFixed(digits)} ms (n=${times.length})`;
}
