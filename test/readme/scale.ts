// How the README test plays a printed command at a test's size: the same command and flags, with
// the number of games (tournaments, pilot games) cut to a few and ranges of games cut in
// proportion, so that every printed line still runs end to end, merges still meet their parts
// and exit codes stay the documented ones. Compare and plan --suite keep their sizes: their
// exit code is their verdict, which a smaller cap would change.

/** Games per played matchup in the test (mirrored pairs: even). */
export const TEST_GAMES = 20;
/** A ladder plays every pairing of a game's policies, search among them (a few games a second). */
export const TEST_LADDER_GAMES = 4;
export const TEST_TOURNAMENTS = 20;
export const TEST_PILOT_GAMES = 200;
export const TEST_WORKERS = 2;
/** calibrate fits one value per profile: a few hundred games, so every profile varies between lists. */
export const TEST_CALIBRATE_GAMES = 300;
/** tune: a few SPSA steps and a short final match still write a parameters file. */
export const TEST_TUNE_ITERATIONS = 4;
export const TEST_TUNE_FINAL_GAMES = 40;

/** Commands that add a robustness check by default. */
const ROBUSTNESS_COMMANDS = new Set(['run', 'matrix', 'sweep']);

/** Commands whose size the test sets with --games when the line has none. */
const PLAYS_GAMES = new Set(['run', 'sweep', 'matrix', 'policies']);

function flagValue(argv: string[], ...names: string[]): number | undefined {
  const i = argv.findIndex((a) => names.includes(a));
  return i < 0 ? undefined : Number(argv[i + 1]);
}

function setFlag(argv: string[], names: string[], value: number): string[] {
  const i = argv.findIndex((a) => names.includes(a));
  if (i < 0) return [...argv, names[0], String(value)];
  const out = [...argv];
  out[i + 1] = String(value);
  return out;
}

/** Commands that play games on worker threads unless told --workers 0. */
const PLAYS_ON_WORKERS = new Set(['run', 'matrix', 'sweep', 'compare', 'tournament', 'policies', 'calibrate', 'plan']);

/**
 * A line without --workers plays in-process: the same games and files whatever the worker count
 * (volley's reproducibility guarantee, tested on its own), without starting a pool of threads per
 * command while the test runner already keeps both cores busy. A queue driver keeps its setting.
 */
function inProcess(argv: string[]): string[] {
  if (!PLAYS_ON_WORKERS.has(argv[0]) || argv.includes('--workers') || argv.includes('-w') || argv.includes('--queue')) return argv;
  return [...argv, '--workers', '0'];
}

/** volley's own argv (after `volley`), scaled for a test run. */
export function scaleVolleyArgs(argv: string[]): string[] {
  const command = argv[0];
  if (command === 'compare' || (command === 'plan' && argv.includes('--suite'))) return inProcess(argv);
  let out = inProcess(argv);
  const games = flagValue(out, '--games', '-n');
  if (games !== undefined || PLAYS_GAMES.has(command)) {
    const most = command === 'policies' ? TEST_LADDER_GAMES : TEST_GAMES;
    const scaled = Math.min(games ?? most, most);
    const first = flagValue(out, '--first-game');
    if (first !== undefined && games) out = setFlag(out, ['--first-game'], Math.round((first * scaled) / games));
    out = setFlag(out, ['--games', '-n'], scaled);
  }
  if (command === 'calibrate') out = setFlag(out, ['--games', '-n'], Math.min(flagValue(out, '--games', '-n') ?? TEST_CALIBRATE_GAMES, TEST_CALIBRATE_GAMES));
  if (command === 'tune') {
    out = setFlag(out, ['--iterations'], Math.min(flagValue(out, '--iterations') ?? TEST_TUNE_ITERATIONS, TEST_TUNE_ITERATIONS));
    out = setFlag(out, ['--final-games'], Math.min(flagValue(out, '--final-games') ?? TEST_TUNE_FINAL_GAMES, TEST_TUNE_FINAL_GAMES));
  }
  if (command === 'tournament')
    out = setFlag(out, ['--tournaments', '-t'], Math.min(flagValue(out, '--tournaments', '-t') ?? TEST_TOURNAMENTS, TEST_TOURNAMENTS));
  if (out.includes('--pilot-games')) out = setFlag(out, ['--pilot-games'], Math.min(flagValue(out, '--pilot-games')!, TEST_PILOT_GAMES));
  // the robustness check (issue 31) replays every matchup under the other competent policies:
  // it changes no exit code, and the quoted-output test runs those commands with it
  if (ROBUSTNESS_COMMANDS.has(command) && !out.includes('--robustness')) out = [...out, '--robustness', 'off'];
  if (out.includes('--workers') || out.includes('-w')) out = setFlag(out, ['--workers', '-w'], Math.min(flagValue(out, '--workers', '-w')!, TEST_WORKERS));
  return out;
}
