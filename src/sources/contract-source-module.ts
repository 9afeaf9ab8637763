// The contract source, a module of its own: the script tag's build puts it in the data folder,
// and the worker imports it only for a site configured for its own server (`contract`). A page
// on the embedded world or on Open-Meteo never downloads it.
export { createContractSource } from './contract/contract-source.ts';
