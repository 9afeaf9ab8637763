import { createEmbeddedSource } from '../../../src/sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../../../src/sources/embedded/load-assets-from-disk.ts';
import { describeSourceConformance } from '../conformance.ts';

describeSourceConformance('embedded', {
  create: () => createEmbeddedSource({ loadFile: loadAssetsFromDisk() }),
  now: Date.parse('2026-03-27T09:30:00Z'),
});
