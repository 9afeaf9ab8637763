// A client generated from the served document by third-party tools (openapi-typescript's types,
// openapi-fetch's client), compiled under strict with the Node API's types beside it, then
// calling every operation of a real server: as a user of the HTTP API would build one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../src/server/openapi/openapi-document.ts';
import { compiledDocument } from '../../support/openapi-validator.ts';
import { agreementSource, clientSource } from './openapi-client-source.ts';
import { startOpenApiServer, type OpenApiServer } from './openapi-server.ts';

const repo = resolve(import.meta.dirname, '../../..');
// Inside the repository, so that the client finds openapi-fetch and zod in its node_modules;
// test-results/ is ignored by git.
const folder = join(repo, 'test-results', `openapi-client-${process.pid}`);
const generator = join(repo, 'test/package/openapi-generator/node_modules/openapi-typescript/bin/cli.js');

interface Reply {
  path: string;
  status: number;
  headers: Record<string, string>;
  data: unknown;
  code: string | undefined;
}

describe('a client generated from the OpenAPI document', () => {
  let server: OpenApiServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    server = await startOpenApiServer({ keys: { 'client-key': 'pro' } });
    document = (await server.send('/v1/openapi.json')).body as OpenApiDocument;
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'openapi.json'), JSON.stringify(document));
    execFileSync(process.execPath, [generator, 'openapi.json', '--output', 'api.ts'], { cwd: folder, stdio: 'pipe' });
    writeFileSync(join(folder, 'client.ts'), clientSource(document));
    const serviceEntry = relative(folder, join(repo, 'src/node/service.ts'));
    writeFileSync(join(folder, 'agree.ts'), agreementSource(serviceEntry));
    writeFileSync(
      join(folder, 'tsconfig.json'),
      JSON.stringify({
        extends: relative(folder, join(repo, 'tsconfig.node.json')),
        compilerOptions: { strict: true, noEmit: true, lib: ['ES2023', 'DOM'] },
        files: ['client.ts', 'agree.ts'],
      }),
    );
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    if (!process.env.KEEP_OPENAPI_CLIENT) rmSync(folder, { recursive: true, force: true });
  });

  it('compiles under strict, the types of its answers and parameters those of the Node API', () => {
    let errors = '';
    try {
      execFileSync(join(repo, 'node_modules/.bin/tsc'), ['-p', folder], {
        cwd: folder,
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (error) {
      errors = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(errors).toBe('');
  });

  it('calls every operation of a running server, each answer as the document describes it', async () => {
    const client = (await import(join(folder, 'client.ts'))) as {
      callEveryOperation(baseUrl: string, key: string): Promise<Reply[]>;
    };
    const { problemsOf } = compiledDocument(document);
    const replies = await client.callEveryOperation(`${server.base}/v1`, 'client-key');
    expect(replies.map((reply) => reply.path).sort()).toEqual(Object.keys(document.paths).sort());
    for (const reply of replies) {
      expect([reply.path, reply.status, reply.code]).toEqual([reply.path, 200, undefined]);
      expect(problemsOf(reply.path, 'GET', { status: 200, headers: reply.headers, body: reply.data })).toEqual([]);
    }
    const refused = await client.callEveryOperation(`${server.base}/v1`, 'not-a-key');
    expect(
      refused.filter((reply) => reply.path !== '/openapi.json').map((reply) => [reply.status, reply.code]),
    ).toEqual(replies.filter((reply) => reply.path !== '/openapi.json').map(() => [401, 'invalid_key']));
  });
});
