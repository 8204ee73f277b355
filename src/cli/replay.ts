import type { Command } from 'commander';
import { playOne } from '../engine/play.js';
import { GameTurnLimitError } from '../engine/runaway.js';
import { parseOptionFlags } from '../engine/options.js';
import { writeReportDir } from '../report/index.js';
import { InputError } from '../rulesets/errors.js';
import { loadScenario } from '../scenario/load.js';
import { collect, nonNegativeInt, policyPair, seedValue } from './args.js';
import { matchupIdOf, outputFolder, resolvePolicies } from './common.js';
import { caveatLine } from '../report/caveat.js';

interface ReplayFlags {
  seed?: number | string;
  game: number;
  out?: string;
  svgEveryTurn?: boolean;
  policy?: [string, string];
  option?: string[];
  pairs: boolean;
  quiet?: boolean;
}

export function register(program: Command): void {
  program
    .command('replay')
    .description('narrate game K of a run exactly as the bulk run played it, and draw the table as SVG')
    .argument('<scenario>', 'scenario YAML')
    .option('--seed <S>', 'master seed of the run (default: the scenario seed, else 1)', seedValue)
    .requiredOption('--game <K>', 'game index within the run (0-based)', nonNegativeInt)
    .option('--out <dir>', 'write replay.txt and SVGs here (default reports/<name>/replay-<K>)')
    .option('--svg-every-turn', 'write one SVG per game turn, not only the final table')
    .option('--policy <A,B>', 'policies for side A and side B (as in the run)', policyPair)
    .option('--option <key=value>', 'set a rule option (repeatable), as in the run', collect, [])
    .option('--no-pairs', 'the run was played without mirrored pairs')
    .option('-q, --quiet', 'do not print the narration')
    .action(async (file: string, flags: ReplayFlags) => {
      const sc = loadScenario(file, { options: parseOptionFlags(flags.option ?? []) });
      const policies = resolvePolicies(sc, flags.policy);
      const seed = flags.seed ?? sc.seed ?? 1;
      const pairs = flags.pairs && (sc.pairs ?? true);
      const lines: string[] = [];
      const svgs: { label: string; content: string }[] = [];
      const log = {
        event(text: string) {
          lines.push(text);
        },
        snapshot(label: string, content: string) {
          svgs.push({ label, content });
        },
      };
      const out = outputFolder(flags.out, sc.name, `/replay-${flags.game}`, sc.file);
      let res;
      try {
        res = playOne(sc.ruleset, sc.setup, policies, seed, matchupIdOf(sc), flags.game, pairs, log);
      } catch (e) {
        // a runaway game (a rules bug): show how it goes round in circles, then fail
        if (e instanceof GameTurnLimitError) process.stdout.write(`${lines.slice(-RUNAWAY_TAIL_LINES).join('\n')}\n`);
        throw e;
      }
      const sides = sc.ruleset.sides(sc.setup);
      const o = res.outcome;
      const a = res.swapped ? 1 : 0;
      const winnerName = o.winner === null ? 'draw' : o.winner === a ? sides[0].name : sides[1].name;
      const header = [
        `volley replay: ${sc.name} game ${flags.game} (master seed ${seed}, ` +
          `${pairs ? `mirrored pairs, lists ${res.swapped ? 'swapped' : 'as in the file'}` : 'no pairs'}, ` +
          `game seed ${res.seed})`,
        `policies: ${sides[0].name} = ${policies[0]}, ${sides[1].name} = ${policies[1]}`,
        // the ruleset's caveat (Ruleset.caveat): the narration is forwarded like any report
        ...caveatLine({ ruleset: sc.ruleset.id, options: sc.options })
          .split('\n')
          .filter((l) => l !== ''),
      ];
      const footer =
        `result: ${winnerName} (${o.reason}) after ${o.turns} turns; points ` +
        `lost ${sides[0].name} ${o.pointsLost[a]}, ${sides[1].name} ` +
        `${o.pointsLost[1 - a]}; score ${o.score[a]}-${o.score[1 - a]}`;
      const text = `${[...header, '', ...lines, '', footer].join('\n')}\n`;
      if (!flags.quiet) process.stdout.write(text);
      else process.stdout.write(`${footer}\n`);
      const files: { path: string; content: string }[] = [{ path: 'replay.txt', content: text }];
      const chosen = flags.svgEveryTurn ? svgs : svgs.slice(-1);
      if (svgs.length === 0 && flags.svgEveryTurn) {
        throw new InputError('command line', '--svg-every-turn', `ruleset ${sc.ruleset.id} draws no table`, 'drop the flag');
      }
      chosen.forEach((s, i) =>
        files.push({ path: flags.svgEveryTurn ? `table-${String(i).padStart(3, '0')}-${safe(s.label)}.svg` : 'table.svg', content: s.content }),
      );
      await writeReportDir(out, files);
      process.stdout.write(`wrote ${out}/ (${files.map((f) => f.path).join(', ')})\n`);
    });
}

/** Narration lines shown of a game that never ends: its last turns, where it loops. */
const RUNAWAY_TAIL_LINES = 200;

function safe(label: string): string {
  return label.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 40);
}
