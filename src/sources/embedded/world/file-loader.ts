/** Reads one file of the embedded world, by its name in the world's folder. */
export type FileLoader = (file: string) => Promise<Uint8Array>;
