import { defineConfig } from 'vitest/config';
import { docsPlugin } from './src/build/docs/render-docs.ts';

export default defineConfig({
  // The docs pages under /docs/, rendered from README.md and docs/*.md (npm start writes them into .demo/).
  plugins: [docsPlugin()],
  test: {
    include: ['test/**/*.test.ts'],
    // The property tests run thousands of cases; give them room on a 2-core machine.
    testTimeout: 60_000,
  },
});
