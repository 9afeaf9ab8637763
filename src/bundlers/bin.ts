// The executable behind package.json `bin`: runs the command with the process's arguments.
import { runCommand } from './command.ts';

const result = runCommand(process.argv.slice(2));
process.stdout.write(result.out);
process.stderr.write(result.err);
process.exitCode = result.code;
