// The figures the build decides (the script's integrity, the sizes a visit downloads) are named
// in the Markdown by placeholder, %NAME%, and filled in where the docs are rendered, as Shoelace
// fills %VERSION%: no commit edits prose to follow the build. The build writes them to dist/.
import { INTEGRITY_PLACEHOLDER, perRequest, type ScriptReport } from '../script-report.ts';

/** dist/'s file of the docs' placeholders and their values, as the build writes it. */
export const FIGURES_FILE = 'doc-figures.json';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Each placeholder the docs may use, with the build's value as the pages print it (sizes in gzipped KB, one decimal). */
export function docFigures(report: ScriptReport): Record<string, string> {
  const { namedForecast, coordinateForecast, typedPrefix } = perRequest(report);
  return {
    [INTEGRITY_PLACEHOLDER]: report.integrity,
    '%SCRIPT_KB%': kb(report.scriptGzip),
    '%WORKER_KB%': kb(report.workerGzip),
    '%ENGINE_KB%': kb(report.engineGzip),
    '%MANIFEST_KB%': kb(report.manifestGzip),
    '%NAMED_FORECAST_KB%': kb(namedForecast),
    '%COORDINATE_FORECAST_KB%': kb(coordinateForecast),
    '%TYPED_PREFIX_KB%': kb(typedPrefix),
    '%UPSTREAM_SOURCES_KB%': kb(report.upstreamSourcesGzip),
    '%MAIN_THREAD_KB%': kb(report.mainThreadGzip),
    '%DETAILS_KB%': kb(report.detailsGzip),
    '%MESSAGES_KB%': `${kb(report.messagesGzip.least)}–${kb(report.messagesGzip.most)}`,
  };
}

/** `markdown` with every placeholder of `figures` replaced by its value. */
export function fillFigures(markdown: string, figures: Readonly<Record<string, string>>): string {
  return Object.entries(figures).reduce((text, [placeholder, value]) => text.replaceAll(placeholder, value), markdown);
}

/** The placeholders `markdown` names: `%` and capitals, as `%SCRIPT_KB%`. */
export function placeholdersIn(markdown: string): string[] {
  return [...new Set(markdown.match(/%[A-Z][A-Z_]*%/g) ?? [])];
}
