// The HTTP sources, a module of their own: the script tag's build puts it in the data folder,
// beside the embedded world's engine, and the worker imports it only for a site configured for
// its own server (`contract`) or Open-Meteo. A page on the embedded world, the default, never
// downloads it (9.6 KB gzip of every page's script otherwise).
export { createContractSource } from './contract/contract-source.ts';
export { createOpenMeteoSource } from './open-meteo/open-meteo-source.ts';
