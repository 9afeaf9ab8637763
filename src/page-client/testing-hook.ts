// A test (weather-widgets/testing) may stand between the page's requests and their answers, to
// make them fail, come late or carry a chosen weather. It installs its hook at run time, in the
// page, under a registered symbol that nothing but code written to reach it can touch; the page's
// own bundles carry none of the testing code, only this slot. A page where the slot holds
// anything but a working hook gets the service's answers, as if it were empty.
import type { ServiceReply } from '../service/types.ts';

/** The slot of the hook; weather-widgets/testing fills it. */
export const TESTING_HOOK = Symbol.for('weather-widgets.testing.hook');

/**
 * What a test installs: it answers `operation` itself, or asks the service (`ask`) and passes or
 * changes its reply. `query` is what the widget asked, without its key: a test logs and matches
 * it, and keys stay out of test reports.
 */
export type TestingHook = (
  operation: string,
  ask: () => Promise<ServiceReply>,
  query: Readonly<Record<string, string>>,
) => Promise<ServiceReply> | ServiceReply | undefined;

/** The answer to `operation`: the service's (`ask`), unless a test's hook stands in; never rejects when `ask` does not. */
export function answerThroughHook(
  operation: string,
  ask: () => Promise<ServiceReply>,
  query: Readonly<Record<string, string>> = {},
): Promise<ServiceReply> {
  let asked: Promise<ServiceReply> | undefined;
  const askOnce = () => (asked ??= ask());
  try {
    const hook: unknown = (globalThis as Record<symbol, unknown>)[TESTING_HOOK];
    if (typeof hook !== 'function') return askOnce();
    const { key: _key, ...asked } = query;
    return Promise.resolve((hook as TestingHook)(operation, askOnce, asked)).then(
      (reply) => (isReply(reply) ? reply : askOnce()),
      () => askOnce(),
    );
  } catch {
    return askOnce();
  }
}

const isReply = (value: unknown): value is ServiceReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ServiceReply).status === 'number' &&
  typeof (value as ServiceReply).headers === 'object';
