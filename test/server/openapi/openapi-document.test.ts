// The document as third-party tools read it: Redocly's linter (the engine of `redocly lint`) with
// its strict recommended rules, and Ajv compiling every schema in it; and the document held to the
// contract it is made from: every operation, every parameter the service reads, their ranges.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { OPERATION_PARAMETERS, OPERATIONS, parseParameters } from '../../../src/contract/queries.ts';
import { openApiDocument } from '../../../src/server/openapi/openapi-document.ts';
import { compiledDocument, type ParameterObject } from '../../support/openapi-validator.ts';

const document = openApiDocument();

describe('the OpenAPI document', () => {
  it("passes Redocly's strict recommended rules with no problem", async () => {
    // 404 and 405 answer paths and methods no operation has: no path refers to their components.
    const config = await createConfig({ extends: ['recommended-strict'], rules: { 'no-unused-components': 'off' } });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    expect(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });

  it('compiles every schema with Ajv (JSON Schema 2020-12, strict)', () => {
    expect(() => compiledDocument(document)).not.toThrow();
  });

  it('has a path for each operation of the contract, reading exactly its parameters, the key as the security scheme', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      [...OPERATIONS.map((name) => `/${name}`), '/openapi.json'].sort(),
    );
    for (const operation of OPERATIONS) {
      const get = (document.paths[`/${operation}`] as { get: { parameters: ParameterObject[] } }).get;
      const query = get.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
      expect(query.sort()).toEqual(OPERATION_PARAMETERS[operation].filter((name) => name !== 'key').sort());
    }
    expect(document.components).toMatchObject({
      securitySchemes: { apiKey: { type: 'apiKey', in: 'query', name: 'key' } },
    });
  });

  it('gives each number the range the service accepts: its bounds parse, a step beyond them is out_of_range', () => {
    let checked = 0;
    for (const operation of OPERATIONS) {
      const get = (document.paths[`/${operation}`] as { get: { parameters: ParameterObject[] } }).get;
      for (const { name, schema } of get.parameters) {
        if (schema.type !== 'number' && schema.type !== 'integer') continue;
        const { minimum, maximum } = schema as { minimum: number; maximum: number };
        const step = schema.type === 'integer' ? 1 : 0.001;
        const parse = (value: number) =>
          parseParameters(operation, new Map([[name, [String(Number(value.toFixed(3)))]]])).violations.map(
            (violation) => violation.code,
          );
        expect([parse(minimum), parse(maximum)]).toEqual([[], []]);
        expect([parse(minimum - step), parse(maximum + step)]).toEqual([['out_of_range'], ['out_of_range']]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(7);
  });

  it('names the server by the base path it is served under', () => {
    const elsewhere = openApiDocument({ basePath: '/weather/v2' });
    expect(elsewhere.servers).toEqual([expect.objectContaining({ url: '/weather/v2' })]);
    expect((elsewhere.info as { version: string }).version).toBe('v2');
  });
});
