// The Open-Meteo source, a module of its own: the script tag's build puts it in the data folder,
// and the worker imports it only for a site configured for Open-Meteo. A page on the embedded
// world or on its own server never downloads it.
export { createOpenMeteoSource } from './open-meteo/open-meteo-source.ts';
