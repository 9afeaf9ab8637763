// A clone of this repository as it stands, in a fresh folder: the working tree's files, committed
// or not (but never what .gitignore leaves out), as one commit that `git clone` brings across.
// So the clone test checks the code being tested, not only the last commit.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

// git commit-tree needs a name even for a commit no branch keeps.
const IDENTITY = {
  GIT_AUTHOR_NAME: 'clone test',
  GIT_AUTHOR_EMAIL: 'clone-test@localhost',
  GIT_COMMITTER_NAME: 'clone test',
  GIT_COMMITTER_EMAIL: 'clone-test@localhost',
};

function git(cwd: string, args: string[], env: NodeJS.ProcessEnv = process.env): string {
  return execFileSync('git', args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The commit of the working tree in `root`, made through a scratch index: the repository's own index and branches are untouched. */
export function workingTreeCommit(root: string, scratch: string): string {
  const env = { ...process.env, ...IDENTITY, GIT_INDEX_FILE: join(scratch, 'index') };
  git(root, ['read-tree', 'HEAD'], env);
  git(root, ['add', '--all'], env);
  const tree = git(root, ['write-tree'], env);
  rmSync(join(scratch, 'index'), { force: true });
  return git(root, ['commit-tree', '-p', 'HEAD', '-m', 'the working tree, for the clone test', tree], env);
}

/** Clones `root` into `into` and checks out its working tree's commit. */
export function cloneWorkingTree(root: string, into: string, scratch: string): void {
  const commit = workingTreeCommit(root, scratch);
  git(scratch, ['clone', '--quiet', '--no-checkout', root, into]);
  git(into, ['fetch', '--quiet', 'origin', commit]);
  git(into, ['checkout', '--quiet', commit]);
}
