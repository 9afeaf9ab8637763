// dist/openapi.json, the package's `weather-widgets/openapi.json`: the HTTP API's document with
// real replies as examples, clean by Redocly's strict rules (which check each example against
// its schema) and by Ajv. Reads what `npm run build` (run by `npm test` before vitest) wrote.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/contract/queries.ts';
import { openApiDocument, type OpenApiDocument } from '../../src/server/openapi/openapi-document.ts';
import { compiledDocument } from '../support/openapi-validator.ts';

const repo = resolve(import.meta.dirname, '../..');
const text = readFileSync(resolve(repo, 'dist/openapi.json'), 'utf8');
const shipped = JSON.parse(text) as OpenApiDocument;

type Responses = Record<
  string,
  {
    headers?: Record<string, { example?: string | number }>;
    content?: Record<string, { examples?: Record<string, { value: unknown }> }>;
  }
>;
const responsesOf = (path: string) => (shipped.paths[path] as { get: { responses: Responses } }).get.responses;

describe('the OpenAPI document in the package', () => {
  it('is exported as weather-widgets/openapi.json', () => {
    const manifest = JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8')) as { exports: object };
    expect(manifest.exports).toMatchObject({ './openapi.json': './dist/openapi.json' });
  });

  it("is the contract's document, with examples", () => {
    const { paths, components } = openApiDocument();
    expect(Object.keys(shipped.paths)).toEqual(Object.keys(paths));
    expect((shipped.components as { schemas: object }).schemas).toEqual((components as { schemas: object }).schemas);
  });

  it('shows a real reply for each operation: its answer, its violations, an unknown key, the quota spent, the upstream down', () => {
    for (const operation of OPERATIONS) {
      const responses = responsesOf(`/${operation}`);
      for (const status of ['200', '400', '401', '429', '503']) {
        const content = Object.values(responses[status]!.content!)[0]!;
        expect(Object.keys(content.examples ?? {}), `${operation} ${status}`).not.toEqual([]);
      }
    }
  });

  it("passes Redocly's strict recommended rules, each example valid by its schema, and Ajv agrees, header fields too", async () => {
    const config = await createConfig({ extends: ['recommended-strict'], rules: { 'no-unused-components': 'off' } });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    expect(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
    ).toEqual([]);
    const { problemsOf } = compiledDocument(shipped);
    let checked = 0;
    for (const operation of OPERATIONS)
      for (const [status, response] of Object.entries(responsesOf(`/${operation}`)))
        for (const [type, { examples = {} }] of Object.entries(response.content ?? {}))
          for (const { value } of Object.values(examples)) {
            const fields = Object.entries(response.headers ?? {}).flatMap(([name, { example }]) =>
              example === undefined ? [] : [[name, String(example)]],
            );
            const reply = {
              status: Number(status),
              headers: { ...Object.fromEntries(fields), 'content-type': type },
              body: value,
            };
            // A reply made up rather than recorded (431) has no header examples: only its body is held here.
            expect(problemsOf(`/${operation}`, 'GET', reply).filter((problem) => !problem.startsWith('no '))).toEqual(
              [],
            );
            checked++;
          }
    expect(checked).toBeGreaterThanOrEqual(OPERATIONS.length * 6);
  });
});
