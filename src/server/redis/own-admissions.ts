// What this instance admitted of each key in the last minute, in whole-second buckets: those
// counted on Redis and those it admitted alone while Redis was away. The second kind bounds what
// it admits during an outage (its share), and both are written back to Redis when it returns:
// the outage's always, Redis's own too when Redis lost its data (a restart without persistence),
// so that a window's counts survive an outage and a restart.
import { WINDOW_SECONDS } from '../../service/rate-limit.ts';

interface Bucket {
  second: number;
  /** Admitted through Redis, which counted them. */
  onRedis: number;
  /** Admitted by this instance alone; Redis has not counted them yet. */
  alone: number;
}

/** Per key, seconds and the requests to add to Redis's counts in each. */
export type Replay = Map<string, [number, number][]>;

/** The ledger of one instance; `maxKeys` bounds its memory (the least recently admitted keys go first). */
export function ownAdmissions(maxKeys = 10_000) {
  const byKey = new Map<string, Bucket[]>();

  // A request in bucket b is counted until second b + 61 starts, as rate-limit.ts counts.
  const live = (buckets: Bucket[], second: number) => {
    const oldest = second - WINDOW_SECONDS;
    let expired = 0;
    while (expired < buckets.length && buckets[expired]!.second < oldest) expired += 1;
    if (expired > 0) buckets.splice(0, expired);
    return buckets;
  };

  return {
    /** Counts one request admitted at `second`, through Redis or alone. */
    record(key: string, second: number, onRedis: boolean): void {
      let buckets = byKey.get(key);
      if (buckets === undefined) {
        buckets = [];
        byKey.set(key, buckets);
        if (byKey.size > maxKeys) byKey.delete(byKey.keys().next().value!);
      }
      let last = buckets.at(-1);
      if (last === undefined || last.second !== second) {
        live(buckets, second);
        last = { second, onRedis: 0, alone: 0 };
        buckets.push(last);
      }
      if (onRedis) last.onRedis += 1;
      else last.alone += 1;
    },

    /** This instance's admissions of `key` in the window ending at `second`, and the second of the oldest. */
    counted(key: string, second: number): { count: number; oldest: number } {
      const buckets = live(byKey.get(key) ?? [], second);
      let count = 0;
      for (const bucket of buckets) count += bucket.onRedis + bucket.alone;
      return { count, oldest: buckets[0]?.second ?? second };
    },

    /**
     * What Redis lacks of the window ending at `second`: the admissions made alone, and with
     * `lost` (Redis restarted empty) those it had counted too. They are then taken as counted
     * there; `undo` puts them back if writing them failed.
     */
    takeReplay(second: number, lost: boolean): { replay: Replay; undo(): void } {
      const replay: Replay = new Map();
      const taken: [Bucket, number][] = [];
      for (const [key, buckets] of byKey) {
        const amounts: [number, number][] = [];
        for (const bucket of live(buckets, second)) {
          const amount = bucket.alone + (lost ? bucket.onRedis : 0);
          if (amount === 0) continue;
          amounts.push([bucket.second, amount]);
          taken.push([bucket, bucket.alone]);
          bucket.onRedis += bucket.alone;
          bucket.alone = 0;
        }
        if (amounts.length > 0) replay.set(key, amounts);
      }
      return {
        replay,
        undo() {
          for (const [bucket, alone] of taken) {
            bucket.onRedis -= alone;
            bucket.alone += alone;
          }
        },
      };
    },
  };
}
