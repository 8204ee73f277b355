// Runs volley commands one after another in this process, for a test that starts it inside a
// pseudo-terminal (`script`): stdout is then a terminal of the size the test set with stty.
// argv[2] is a JSON array of argument lists; each command's output is framed by marker lines.
import { main } from '../../src/cli/index.js';

const commands = JSON.parse(process.argv[2]) as string[][];
for (const [k, args] of commands.entries()) {
  process.stdout.write(`\n<<<volley ${k} columns=${process.stdout.columns}>>>\n`);
  const code = await main(['node', 'volley', ...args]);
  process.stdout.write(`\n<<<exit ${k} ${code}>>>\n`);
  process.exitCode = undefined;
}
