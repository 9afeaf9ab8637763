import { describe, expect, it } from 'vitest';
import { messageOf } from '../../src/contract/message-of.ts';

describe('messageOf', () => {
  it("gives an Error's message, and anything else thrown as a string", () => {
    expect(messageOf(new TypeError('bad option'))).toBe('bad option');
    expect(messageOf('refused')).toBe('refused');
    expect(messageOf(undefined)).toBe('undefined');
    expect(messageOf({ toString: () => 'an object' })).toBe('an object');
  });
});
