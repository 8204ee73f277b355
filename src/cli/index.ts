import { Command, CommanderError } from 'commander';
import { dropUnusedPartial, endPartials, requestResume, requestShard, shardInUse, ShardDone } from '../engine/partial.js';
import { endQueue, requestQueue } from '../engine/queue/use.js';
import { releaseOutDirs } from '../report/outdir.js';
import { endReports } from '../report/writer.js';
import { InputError, isInputError } from '../rulesets/errors.js';
import { restrictReads, unrestrictReads } from '../scenario/yaml.js';
import { PACKAGE_DATA } from './package.js';
import { VERSION } from '../version.js';
import { register as registerRun } from './run.js';
import { register as registerValidate } from './validate.js';
import { register as registerRules } from './rules.js';
import { register as registerReplay } from './replay.js';
import { registerOdds, registerPoints } from './hooks.js';
import { register as registerMatrix } from './matrix.js';
import { register as registerCompare } from './compare.js';
import { register as registerPlan } from './plan.js';
import { register as registerReport } from './report.js';
import { register as registerSweep } from './sweep.js';
import { register as registerCalibrate } from './calibrate.js';
import { register as registerTournament } from './tournament.js';
import { register as registerMerge } from './merge.js';
import { register as registerWorker } from './worker.js';
import { shardSpec } from './args.js';
import { writeShardFolder } from './shard.js';
import { register as registerPolicies } from './policies.js';
import { register as registerTune } from './tune.js';
import { examplesHelp } from './examples.js';
import { requestWideTables } from './table.js';

/**
 * Exit codes: 0 ok, 1 a gate failed (compare: a matchup moved), 2 bad input or flags, 3 internal
 * error, 4 the compare gate is inconclusive (no matchup moved, some reached the game cap without a
 * verdict), 130/143 interrupted (SIGINT/SIGTERM).
 */
export const EXIT_OK = 0;
export const EXIT_INPUT = 2;
export const EXIT_INTERNAL = 3;

/** Commands that record finished chunks, and so can resume (engine/partial.ts). */
const RESUMABLE = new Set(['run', 'matrix', 'compare', 'sweep', 'tournament']);
/** Commands that play in chunks, and so can send them to a queue (engine/queue/). */
const QUEUEABLE = new Set(['run', 'matrix', 'compare', 'sweep', 'tournament']);
/** Commands sharded by chunk (`run --shard` cuts game ranges instead, see run.ts). */
const CHUNK_SHARDED = new Set(['matrix', 'compare', 'sweep', 'tournament']);

export function buildProgram(): Command {
  const program = new Command('volley');
  program
    .description('Monte Carlo balance analyser for tabletop miniature wargames')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({
      // one line per error: commander's suggestions ("Did you mean …?") join the message
      writeErr: (s) => process.stderr.write(s.startsWith('error:') ? `volley: ${s.trim().replace(/\s*\n\s*/g, ' ')}\n` : s),
    });
  program.addHelpText(
    'after',
    '\nAny command takes --allow-path <dir> (repeatable): a folder outside ' +
      'the working folder that input files may include from;\nand --wide: ' +
      'print every column of its tables on a terminal too (by default they ' +
      'fit its width).',
  );
  registerRun(program);
  registerValidate(program);
  registerRules(program);
  registerReplay(program);
  registerOdds(program);
  registerPoints(program);
  registerMatrix(program);
  registerCompare(program);
  registerPlan(program);
  registerReport(program);
  registerSweep(program);
  registerCalibrate(program);
  registerTournament(program);
  // a merge replays a part's command under the merge's own read boundary (issue 26 item 7)
  registerMerge(program, (argv) => main(argv, { keepReads: true }));
  registerWorker(program);
  registerPolicies(program);
  registerTune(program);
  for (const c of program.commands) {
    c.exitOverride();
    c.addHelpText('after', examplesHelp(c.name()));
    if (RESUMABLE.has(c.name()))
      c.option('--resume', 'play only the chunks an interrupted run of this same command did not ' + 'finish (kept beside the output folder)');
    if (QUEUEABLE.has(c.name()))
      c.option('--queue <url>', 'play the chunks on `volley worker`s through Redis ' + '(redis://host:port/db, rediss:// for TLS) instead of here');
    if (CHUNK_SHARDED.has(c.name()))
      c.option(
        '--shard <i/n>',
        'play only every n-th chunk from the i-th (a CI matrix job) and write ' + 'its records; `volley merge` the n parts into the report',
        shardSpec,
      );
  }
  program.hook('preAction', async (_program, action) => {
    requestResume(action.opts().resume === true);
    if (CHUNK_SHARDED.has(action.name())) requestShard(action.opts().shard as { index: number; count: number } | undefined);
    if (QUEUEABLE.has(action.name())) await requestQueue(action.opts().queue as string | undefined);
  });
  return program;
}

/**
 * `--allow-path DIR` (any command, repeatable): a folder outside the working folder that input
 * files may include from; `--wide` (any command): full tables on a terminal. Taken out of argv
 * before commander sees them.
 */
export function takeAllowPaths(argv: string[]): { argv: string[]; allow: string[]; wide: boolean } {
  const rest: string[] = [];
  const allow: string[] = [];
  let wide = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--allow-path') {
      if (i + 1 >= argv.length || argv[i + 1].startsWith('-'))
        throw new InputError('command line', '--allow-path', 'needs a folder', 'e.g. --allow-path ../shared-lists');
      allow.push(argv[++i]);
    } else if (a.startsWith('--allow-path=')) allow.push(a.slice('--allow-path='.length));
    else if (a === '--wide') wide = true;
    else rest.push(a);
  }
  return { argv: rest, allow, wide };
}

/** Flags whose value is where volley writes, never an input: it opens no folder for reads (issue 26 item 6). */
const OUTPUT_FLAGS = ['--out', '-o'];

/** The arguments that may name input files: all but the values of output flags. */
function inputArgs(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (OUTPUT_FLAGS.includes(args[i])) i++;
    else if (!OUTPUT_FLAGS.some((f) => args[i].startsWith(`${f}=`)) && !/^-o./.test(args[i])) out.push(args[i]);
  }
  return out;
}

/** Runs the CLI; returns the exit code instead of exiting, so tests can call it in-process. */
export async function main(argv: string[], opts: { keepReads?: boolean } = {}): Promise<number> {
  const program = buildProgram();
  process.exitCode = undefined;
  try {
    const taken = takeAllowPaths(argv);
    requestWideTables(taken.wide);
    if (taken.argv.length <= 2) {
      // a usage error, as commander treats a missing command; exit 1 is the compare gate's
      process.stderr.write(program.helpInformation());
      return EXIT_INPUT;
    }
    // Every argument might name an input file: those (and files below the working folder, their
    // folders and --allow-path folders) are what volley may read.
    // (and the data shipped with volley, wherever it is installed)
    if (!opts.keepReads) restrictReads(inputArgs(taken.argv.slice(2)), [...taken.allow, PACKAGE_DATA]);
    try {
      await program.parseAsync(taken.argv);
    } catch (e) {
      const shard = shardInUse();
      if (!(e instanceof ShardDone) || !shard) throw e;
      await writeShardFolder(taken.argv.slice(2), shard);
    }
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) {
      if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help') return EXIT_OK;
      return EXIT_INPUT; // commander already printed its one-line message
    }
    // refused or failed: a partial folder made for nothing goes (engine/partial.ts)
    dropUnusedPartial();
    if (isInputError(e)) {
      process.stderr.write(`volley: error: ${oneLine((e as Error).message)}\n`);
      return EXIT_INPUT;
    }
    process.stderr.write(`volley: internal error: ${oneLine(e instanceof Error ? e.message : String(e))}\n`);
    if (process.env.VOLLEY_DEBUG && e instanceof Error) process.stderr.write(`${e.stack}\n`);
    return EXIT_INTERNAL;
  } finally {
    unrestrictReads();
    releaseOutDirs();
    endPartials();
    endQueue();
    endReports();
  }
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}
