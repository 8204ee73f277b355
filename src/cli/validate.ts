import type { Command } from 'commander';
import { readSuite, SUITE_KEYS } from '../analysis/compare/suite.js';
import { readPoule } from '../analysis/shared/poule.js';
import { CURRENT_RULES, readRuleSet } from '../analysis/shared/rules.js';
import { defaultOptions } from '../engine/options.js';
import { loadContext, loadScenario, rulesetFor } from '../scenario/load.js';
import { readYamlFile } from '../scenario/yaml.js';
import { readCalibration } from '../analysis/calibrate/spec.js';

export function register(program: Command): void {
  program
    .command('validate')
    .description(
      'check a scenario, a compare suite, a poule, a rules file ' +
        '(options:/patches:) or a data file (army list, catalogue); exit 0 when ' +
        'valid, 2 with a one-line error when not',
    )
    .argument('<file>', 'YAML file whose first key is `ruleset:`')
    .action((file: string) => {
      const y = readYamlFile(file);
      const doc = (typeof y.doc === 'object' && y.doc !== null ? y.doc : {}) as Record<string, unknown>;
      // an SDS army list has poule: French/Allied; a suite's poule: names a file
      const suiteKey = (k: (typeof SUITE_KEYS)[number]) => k in doc && (k !== 'poule' || /\.ya?ml$/.test(String(doc[k])));
      // a calibration file (points:, no matchups: or poule:) may set tolerance: too: it is read below
      const calibration = doc.points !== undefined && !('matchups' in doc) && !('poule' in doc);
      if (SUITE_KEYS.some(suiteKey) && !calibration) {
        // a compare suite (scenario keys plus matchups:/poule:/tolerance:/h0:): load every matchup as compare would
        const suite = readSuite(file);
        const inputs = suite.matchups.reduce((n, m) => n + m.load(CURRENT_RULES).inputs.length, 0);
        process.stdout.write(
          `${file}: valid ${suite.first.ruleset.id} compare suite ` + `'${suite.name}': ${suite.matchups.length} matchup(s); ${inputs} ` + `file(s) read\n`,
        );
        return;
      }
      if (!('ruleset' in doc) && ('options' in doc || 'patches' in doc)) {
        const rules = readRuleSet(file);
        process.stdout.write(`${file}: valid rules file: ${Object.keys(rules.options).length} option(s), ${rules.patches.length} patch(es)\n`);
        return;
      }
      if ('lists' in doc) {
        const poule = readPoule(file);
        process.stdout.write(`${file}: valid poule '${poule.name}': ${poule.names.length} lists, ${poule.pairs.length} allowed pairs\n`);
        return;
      }
      const ruleset = rulesetFor(y);
      const data = ruleset.validateData?.(y.doc as Record<string, unknown>, loadContext(file, y, defaultOptions(ruleset.options), []));
      if (data !== undefined) {
        process.stdout.write(`${file}: valid ${ruleset.id} data: ${data}\n`);
        return;
      }
      if (ruleset.calibration && doc.points !== undefined && doc.sides === undefined) {
        // a calibration file (volley calibrate): its catalogue and keys, not a matchup
        const spec = readCalibration(file);
        process.stdout.write(
          `${file}: valid ${ruleset.id} calibration '${spec.scenario.name}': ` +
            `${spec.profiles.length} profiles ` +
            `(${spec.profiles.map((p) => `${p.name} ${p.cost}`).join(', ')}), lists ` +
            `of ${spec.window[0]}–${spec.window[1]} printed points\n`,
        );
        return;
      }
      const sc = loadScenario(file);
      const sides = sc.ruleset.sides(sc.setup);
      process.stdout.write(
        `${file}: valid ${sc.ruleset.id} scenario '${sc.name}': ` +
          `${sides[0].name} (${sides[0].points} pts) v ${sides[1].name} ` +
          `(${sides[1].points} pts); ${sc.inputs.length} file(s) read\n`,
      );
    });
}
