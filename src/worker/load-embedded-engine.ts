// Where the embedded world's engine comes from: its own chunk, loaded on first use. The builds
// into dist/ swap this module for load-embedded-engine.file.ts.
export const loadEmbeddedEngine = (_engineUrl: string | undefined): Promise<typeof import('../sources/embedded/embedded-source.ts')> =>
  import('../sources/embedded/embedded-source.ts');
