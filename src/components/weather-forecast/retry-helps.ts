// Retry is offered only where asking again can change the answer: an upstream that failed or
// timed out, a worker that died. A request the service refused for what it asked (a place that
// does not exist, a key it does not know, an origin the key is not for, an operation its source
// does not offer), a configuration or a file the site owner must fix, or the service's own bug
// answers the same however often a visitor asks; a button that can never work would only teach
// them to distrust the widget.
import type { Problem, ProblemCode } from '../../contract/problems.ts';

const ANSWERS_THE_SAME = new Set<ProblemCode>([
  'invalid_request',
  'invalid_key',
  'origin_not_allowed',
  'not_found',
  'method_not_allowed',
  'invalid_configuration',
  'integrity',
  'internal',
  'not_implemented',
]);

/** Whether asking again may answer `problem` otherwise, so that a Retry button can help. */
export function retryHelps(problem: Pick<Problem, 'code'>): boolean {
  return !ANSWERS_THE_SAME.has(problem.code);
}
