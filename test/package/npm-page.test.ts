// Where the package says it lives, for its page on npm (which also resolves the README's relative
// links against `repository`; npm-pack.test.ts checks that each is a packed file).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenPackedReadmeLinks } from './packed-readme-links.ts';
import { repo } from './packed-app.ts';

interface PackageMetadata {
  repository: { type: string; url: string };
  homepage: string;
  bugs: { url: string };
}

describe('the npm page', () => {
  it('names one repository, its home page and its issues', () => {
    const metadata = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as PackageMetadata;
    expect(metadata.repository.type).toBe('git');
    const [, home] = /^git\+(https:\/\/github\.com\/[\w.-]+\/[\w.-]+)\.git$/.exec(metadata.repository.url) ?? [];
    expect(home, metadata.repository.url).toBeDefined();
    expect(metadata.homepage).toBe(`${home}#readme`);
    expect(metadata.bugs.url).toBe(`${home}/issues`);
  });

  it('knows a README link that is not packed, or whose heading is missing', () => {
    expect(brokenPackedReadmeLinks(repo, ['README.md', 'docs/npm-package.md'])).toContain('docs/sizes.md (not packed)');
    expect(brokenPackedReadmeLinks(repo, ['README.md', 'docs/npm-package.md'])).not.toContainEqual(
      expect.stringContaining('docs/npm-package.md'),
    );
  });
});
