import type { Command } from 'commander';
import { defaultOptions } from '../engine/options.js';
import { loadContext, loadScenario, rulesetFor } from '../scenario/load.js';
import { readYamlFile } from '../scenario/yaml.js';
import { readCalibration } from '../analysis/calibrate/spec.js';

export function register(program: Command): void {
  program
    .command('validate')
    .description('check a scenario or a data file (army list, catalogue); exit 0 when valid, 2 with a one-line error when not')
    .argument('<file>', 'YAML file whose first key is `ruleset:`')
    .action((file: string) => {
      const y = readYamlFile(file);
      const ruleset = rulesetFor(y);
      const data = ruleset.validateData?.(y.doc as Record<string, unknown>, loadContext(file, y, defaultOptions(ruleset.options), []));
      if (data !== undefined) {
        process.stdout.write(`${file}: valid ${ruleset.id} data: ${data}\n`);
        return;
      }
      const doc = y.doc as Record<string, unknown>;
      if (ruleset.calibration && doc.points !== undefined && doc.sides === undefined) {
        // a calibration file (volley calibrate): its catalogue and keys, not a matchup
        const spec = readCalibration(file);
        process.stdout.write(`${file}: valid ${ruleset.id} calibration '${spec.scenario.name}': ${spec.profiles.length} profiles (${spec.profiles.map((p) => `${p.name} ${p.cost}`).join(', ')}), lists of ${spec.window[0]}–${spec.window[1]} printed points\n`);
        return;
      }
      const sc = loadScenario(file);
      const sides = sc.ruleset.sides(sc.setup);
      process.stdout.write(
        `${file}: valid ${sc.ruleset.id} scenario '${sc.name}': ${sides[0].name} (${sides[0].points} pts) v ${sides[1].name} (${sides[1].points} pts); ${sc.inputs.length} file(s) read\n`,
      );
    });
}
