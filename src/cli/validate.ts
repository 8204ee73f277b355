import type { Command } from 'commander';
import { loadScenario } from '../scenario/load.js';

export function register(program: Command): void {
  program
    .command('validate')
    .description('check a scenario (or list) file; exit 0 when valid, 2 with a one-line error when not')
    .argument('<file>', 'scenario YAML (first key `ruleset:`)')
    .action((file: string) => {
      const sc = loadScenario(file);
      const sides = sc.ruleset.sides(sc.setup);
      process.stdout.write(
        `${file}: valid ${sc.ruleset.id} scenario '${sc.name}': ${sides[0].name} (${sides[0].points} pts) v ${sides[1].name} (${sides[1].points} pts); ${sc.inputs.length} file(s) read\n`,
      );
    });
}
