import { UpstreamRefusal } from '../../contract/source-error.ts';

// A key's tier can change (an upgrade); what was learned about it is forgotten after an hour.
const REMEMBER_MS = 3_600_000;

/**
 * The most hourly records the upstream grants this source's key, once learned from an
 * `exceeds_tier` refusal, so later requests ask for no more and need no second round trip.
 */
export interface HourlyCap {
  /** How many hours to ask the upstream for when `wanted` are wanted. */
  hoursToAsk(wanted: number): number;
  /** Remembers how many hours the upstream granted when asked for its default. */
  learn(granted: number): void;
}

export function createHourlyCap(now: () => number): HourlyCap {
  let learned: { hours: number; untilMs: number } | undefined;
  return {
    hoursToAsk(wanted) {
      if (learned === undefined || now() >= learned.untilMs) return wanted;
      return Math.min(wanted, learned.hours);
    },
    learn(granted) {
      learned = { hours: granted, untilMs: now() + REMEMBER_MS };
    },
  };
}

/** Whether an error is the upstream's 400 that says only that `hourly` exceeds the key's tier. */
export function isTierRefusal(error: unknown): boolean {
  if (!(error instanceof UpstreamRefusal) || error.status !== 400) return false;
  const violations = error.problem.errors ?? [];
  return violations.length > 0 && violations.every((v) => v.param === 'hourly' && v.code === 'exceeds_tier');
}
