import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { SpsaState } from '../analysis/tune/spsa.js';
import { InputError } from '../rulesets/errors.js';
import type { Command } from 'commander';
import { PARAMS_FILE_MARK, paramsFileText, tuneWords } from '../analysis/tune/paramsFile.js';
import { resolveTune, runTune } from '../analysis/tune/run.js';
import { parseOptionFlags } from '../engine/options.js';
import { writeDurably } from '../engine/partial.js';
import { collect, policyList, positiveInt, seedValue, workerCount } from './args.js';
import { keepCheckpointOnInterrupt } from './interrupt.js';
import { makeProgress } from './progress.js';
import { terminalTable } from './table.js';

interface TuneCliFlags {
  policy: string;
  against?: string[];
  scenario?: string;
  games?: number;
  iterations?: number;
  finalGames?: number;
  seed?: number | string;
  workers?: number;
  out?: string;
  option: string[];
  quiet?: boolean;
  resume?: boolean;
}

export function register(program: Command): void {
  program
    .command('tune')
    .description(
      'tune the params a policy declares by SPSA self-play on common random ' +
        'numbers; prints the Elo gain over the default and writes a parameters ' +
        'file',
    )
    .argument('<game>', 'the game (alg, intro, ...)')
    .requiredOption('--policy <p>', 'the policy to tune (its params: volley rules <game>)')
    .option('--against <a,b>', 'tune against these policies instead of self-play', policyList)
    .option('--scenario <file>', 'scenario whose lists are played (default scenarios/<game>/default.yaml)')
    .option('-n, --games <N>', 'games per SPSA step (per opponent), rounded up to a multiple of 4 (default 200)', positiveInt)
    .option('--iterations <K>', 'SPSA steps (default 100)', positiveInt)
    .option('--final-games <N>', 'games of the final match, tuned against default (default 2000)', positiveInt)
    .option('-s, --seed <S>', 'master seed (default 1)', seedValue)
    .option('-w, --workers <W>', 'worker threads (default 0: in-process, steps are small)', workerCount)
    .option('-o, --out <file>', 'parameters file to write (default <game>-<policy>.params.yaml)')
    .option('--option <key=value>', 'set a rule option (repeatable)', collect, [])
    .option('--resume', 'continue an interrupted tuning from <out>.partial.json (same flags)')
    .option('-q, --quiet', 'no progress bar and no table on stdout')
    .action(async (game: string, flags: TuneCliFlags) => {
      const options = parseOptionFlags(flags.option);
      const args = {
        policy: flags.policy,
        against: flags.against,
        scenario: flags.scenario,
        games: flags.games,
        iterations: flags.iterations,
        finalGames: flags.finalGames,
        seed: flags.seed,
        workers: flags.workers,
        options,
      };
      resolveTune(game, args);
      const out = flags.out ?? `${game}-${flags.policy}.params.yaml`;
      // a checkpoint after every step: the same flags with --resume continue from it
      const partial = `${out}.partial.json`;
      const key = JSON.stringify({ game, ...args, workers: undefined, options: flags.option });
      // volley overwrites only what it wrote: its own parameters files start with this line
      if (existsSync(out) && !readFileSync(out, 'utf8').startsWith(PARAMS_FILE_MARK))
        throw new InputError(out, '--out', 'exists and was not written by volley tune', 'name another --out, or move the file');
      if (!flags.resume && existsSync(partial))
        throw new InputError(partial, '--resume', 'holds an interrupted tuning', 'add --resume to continue it, or delete the file to start again');
      let from: SpsaState | undefined;
      if (flags.resume && existsSync(partial)) {
        const saved = JSON.parse(readFileSync(partial, 'utf8')) as { key: string; state: SpsaState };
        if (saved.key !== key)
          throw new InputError(partial, 'key', 'was written by a tuning with other flags', 'repeat the interrupted command with --resume, or delete the file');
        from = saved.state;
      }
      const progress = makeProgress(`tune ${flags.policy}`, flags.quiet);
      let r;
      try {
        r = await runTune(game, {
          ...args,
          from,
          onStep: (k, total) => progress.update(k, total),
          onCheckpoint: (state) => {
            writeDurably(partial, JSON.stringify({ key, state }));
            keepCheckpointOnInterrupt(partial);
          },
        });
      } finally {
        progress.stop();
      }
      writeDurably(out, paramsFileText(r));
      keepCheckpointOnInterrupt(undefined);
      rmSync(partial, { force: true });
      if (flags.quiet) return;
      const rows = r.params.map((p) => [p.key, String(p.default), String(r.tuned[p.key]), `${p.min}–${p.max}`, p.description]);
      process.stdout.write(
        `${tuneWords(r)}\n${terminalTable(['param', 'default', 'tuned', 'range', 'weighs'], rows)}\n` +
          `${r.iterations} SPSA steps of ${r.gamesPerStep} games ` +
          `(${r.against.length ? `against ${r.against.join(', ')}` : 'self-play'}) ` +
          `on ${r.scenario}, master seed ${r.seed}, in ${r.seconds.toFixed(1)} s; ` +
          `parameters in ${out}\n`,
      );
    });
}
