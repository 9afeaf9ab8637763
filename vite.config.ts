import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The property tests run thousands of cases; give them room on a 2-core machine.
    testTimeout: 60_000,
  },
});
