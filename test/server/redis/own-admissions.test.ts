// An instance's ledger of what it admitted: counted over the sliding minute, and what Redis
// lacks of it after an outage (and after a restart that lost Redis's data).
import { describe, expect, it } from 'vitest';
import { ownAdmissions } from '../../../src/server/redis/own-admissions.ts';

describe("an instance's own admissions", () => {
  it('counts both kinds over the last minute, and forgets what left it', () => {
    const own = ownAdmissions();
    own.record('k', 1000, true);
    own.record('k', 1000, false);
    own.record('k', 1030, false);
    expect(own.counted('k', 1030)).toEqual({ count: 3, oldest: 1000 });
    expect(own.counted('k', 1060)).toEqual({ count: 3, oldest: 1000 });
    expect(own.counted('k', 1061)).toEqual({ count: 1, oldest: 1030 });
    expect(own.counted('other', 1061)).toEqual({ count: 0, oldest: 1061 });
  });

  it('hands over what it admitted alone once, everything when Redis lost its data, and takes it back when the write failed', () => {
    const own = ownAdmissions();
    own.record('k', 1000, true);
    own.record('k', 1001, false);
    own.record('k', 1001, false);
    const first = own.takeReplay(1002, false);
    expect([...first.replay]).toEqual([['k', [[1001, 2]]]]);
    expect([...own.takeReplay(1002, false).replay]).toEqual([]);
    own.record('k', 1002, false);
    const failed = own.takeReplay(1003, false);
    failed.undo();
    expect([...own.takeReplay(1003, true).replay]).toEqual([
      [
        'k',
        [
          [1000, 1],
          [1001, 2],
          [1002, 1],
        ],
      ],
    ]);
    expect(own.counted('k', 1003).count).toBe(4);
  });
});
