// What a build pins: each file the code loads, by its content-hashed name, with its Subresource
// Integrity (`sha256-…`). The worker's code carries the pins of the files it loads (the world's
// manifest, its engine, the HTTP sources: embedded-files.ts); the script's page code those of the
// files beside it (script-files.ts). A group of files, such as one per language, is one more set
// of entries in a map.

/** File name → integrity. */
export type Pins = Readonly<Record<string, string>>;

/**
 * The integrity `pins` hold for the file at `url` (found by its name, which carries its hash):
 * undefined while developing, where nothing is pinned; in a build, '' for a file it did not pin,
 * which every check refuses.
 */
export function integrityOf(pins: Pins | undefined, url: string): string | undefined {
  return pins === undefined ? undefined : (pins[url.slice(url.lastIndexOf('/') + 1)] ?? '');
}
