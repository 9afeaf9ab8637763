// The built code's way to the embedded world's engine: a module in the data folder, beside the
// data it reads, imported from there on first use. A site on Open-Meteo or its own server never
// downloads it; a site on the embedded world fetches it together with the data.
export const loadEmbeddedEngine = async (engineUrl: string | undefined): Promise<typeof import('../sources/embedded/embedded-source.ts')> => {
  if (engineUrl === undefined) throw new Error('embedded world: no URL for the engine module');
  // Neither Vite nor webpack may resolve this at build time: the URL is only known at run time.
  return import(/* @vite-ignore */ /* webpackIgnore: true */ engineUrl);
};
