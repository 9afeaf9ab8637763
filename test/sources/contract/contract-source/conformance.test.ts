import { afterAll } from 'vitest';
import { createContractSource } from '../../../../src/sources/contract/contract-source.ts';
import { describeSourceConformance } from '../../conformance.ts';
import { startOurServer } from '../our-server.ts';

const now = Date.parse('2026-03-27T09:30:00Z');
const upstream = await startOurServer({ now });
afterAll(() => upstream.close());

// A pro key: its tier allows the 168 hours the suite asks for.
describeSourceConformance('contract (over our own server)', {
  create: () => createContractSource({ baseUrl: upstream.baseUrl, apiKey: 'demo-pro' }),
  now,
});
