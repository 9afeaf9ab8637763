// dist/openapi.json, the package's `weather-widgets/openapi.json`: the HTTP API's OpenAPI document
// with real replies of the embedded world as its examples, as `npm run serve` serves it.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { documentWithExamples } from '../server/openapi/reply-examples.ts';
import { createEmbeddedSource } from '../sources/embedded/embedded-source.ts';
import { loadAssetsFromDisk } from '../sources/embedded/load-assets-from-disk.ts';

/** The document's file name in dist/. */
export const OPENAPI_FILE = 'openapi.json';

/** Writes the OpenAPI document into `dist`, its examples asked of the world in `dataDirectory`. */
export async function writeOpenApiFile(dist: string, dataDirectory: string): Promise<void> {
  const source = createEmbeddedSource({ loadFile: loadAssetsFromDisk(dataDirectory) });
  const document = await documentWithExamples(source);
  writeFileSync(resolve(dist, OPENAPI_FILE), `${JSON.stringify(document, null, 2)}\n`);
}
