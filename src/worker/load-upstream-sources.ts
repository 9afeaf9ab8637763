// Where the HTTP sources come from: their own chunk, imported on first use. The script tag's
// build swaps this module for load-upstream-sources.file.ts.
export const loadUpstreamSources = (_moduleUrl: string | undefined): Promise<typeof import('../sources/upstream-sources.ts')> =>
  import('../sources/upstream-sources.ts');
