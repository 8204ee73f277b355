import { InvalidArgumentError, type Command } from 'commander';
import { planFromPilot, planFromSd, type PlanFlags, type PlanResult } from '../analysis/plan/plan.js';
import { PILOT_PRECISION, planCompare, type ComparePlan } from '../analysis/plan/comparePlan.js';
import { ruleSetOf } from '../analysis/shared/rules.js';
import { count, pairingWords } from '../analysis/shared/headline.js';
import { parseOptionFlags } from '../engine/options.js';
import { defaultWorkers } from '../engine/runner.js';
import { InputError } from '../rulesets/errors.js';
import { loadScenario } from '../scenario/load.js';
import { collect, positiveInt, probability, seedValue, workerCount } from './args.js';
import { resolvePolicies } from './common.js';
import { COMPARE_DEFAULT_ALPHA, COMPARE_DEFAULT_BATCH, COMPARE_DEFAULT_BETA } from './compare.js';

interface PlanCliFlags {
  delta: number;
  alpha: number;
  power: number;
  pairs: boolean;
  paired?: boolean;
  design: 'one-sample' | 'two-sample';
  sd?: number;
  pilot?: string;
  pilotGames: number;
  seed?: number | string;
  workers?: number;
  option: string[];
  json?: boolean;
  suite?: string;
  base?: string;
  variant?: string;
  variantOption: string[];
  tolerance?: number;
  h0?: number;
  beta: number;
  batch: number;
}

function positiveNumber(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a number > 0');
  return n;
}

function design(value: string): 'one-sample' | 'two-sample' {
  if (value !== 'one-sample' && value !== 'two-sample') throw new InvalidArgumentError('expected one-sample or two-sample');
  return value;
}

export function register(program: Command): void {
  program
    .command('plan')
    .description('sample-size planner: games needed to detect a score difference at given error rates')
    .option('--delta <d>', 'score difference to detect (0.03 = 3 percentage points)', probability, 0.03)
    .option('--alpha <a>', 'two-sided significance level', probability, 0.05)
    .option('--power <p>', 'power at |difference| = delta', probability, 0.8)
    .option('--paired', 'the unit is a mirrored pair of games (default)')
    .option('--no-pairs', 'the unit is a single game')
    .option('--design <d>', 'one-sample (a score against a fixed value, or a CRN difference) or two-sample (two independent arms)', design, 'one-sample')
    .option('--sd <x>', 'standard deviation per unit (per pair with --paired, else per game)', positiveNumber)
    .option('--pilot <scenario>', 'play a pilot run of this scenario and take the standard deviation from it')
    .option('--pilot-games <N>', 'games in the pilot run (with --suite: its first round; it grows until the spread is known)', positiveInt, 2000)
    .option('-s, --seed <S>', 'master seed of the pilot (default: the scenario, else 1)', seedValue)
    .option('-w, --workers <W>', `worker threads for the pilot (0 = in-process; default ${defaultWorkers()})`, workerCount)
    .option('--option <key=value>', 'rule option for the pilot (repeatable)', collect, [])
    .option('--json', 'print the result as JSON')
    .option('--suite <file>', 'size a `volley compare` run of this suite: pilot both arms on common seeds (with --variant)')
    .option('--base <file>', 'with --suite: rules-or-data YAML of the base arm')
    .option('--variant <file>', 'with --suite: rules-or-data YAML of the variant arm')
    .option('--variant-option <key=value>', 'with --suite: rule option of the variant arm (repeatable)', collect, [])
    .option('--tolerance <d>', 'with --suite: the gate tolerance (default the suite tolerance:, else 0.03)', probability)
    .option('--h0 <d>', 'with --suite: the gate h0 (default the suite h0:, else tolerance/2)', probability)
    .option('--beta <b>', 'with --suite: the gate beta', probability, COMPARE_DEFAULT_BETA)
    .option('--batch <N>', 'with --suite: games between looks (the compare --batch)', positiveInt, COMPARE_DEFAULT_BATCH)
    .action(async (flags: PlanCliFlags) => {
      if (flags.suite !== undefined) {
        const c = await planCompare(flags.suite, {
          base: ruleSetOf(flags.base, []),
          variant: ruleSetOf(flags.variant, flags.variantOption),
          tolerance: flags.tolerance,
          h0: flags.h0,
          alpha: flags.alpha,
          beta: flags.beta,
          pilotGames: flags.pilotGames,
          batch: flags.batch,
          pairs: flags.pairs,
          seed: flags.seed,
          workers: flags.workers ?? defaultWorkers(),
        });
        process.stdout.write(flags.json ? `${JSON.stringify(c, null, 2)}\n` : formatComparePlan(c, compareCommand(flags, c.recommendedMaxGames)));
        return;
      }
      if ((flags.sd === undefined) === (flags.pilot === undefined)) {
        throw new InputError(
          'command line',
          flags.sd === undefined ? '--sd' : '--pilot',
          'give exactly one of --sd and --pilot',
          'e.g. volley plan --delta 0.03 --sd 0.5, or --pilot ' + 'scenarios/intro/default.yaml',
        );
      }
      const f: PlanFlags = { delta: flags.delta, alpha: flags.alpha, power: flags.power, paired: flags.pairs, design: flags.design };
      let r: PlanResult;
      if (flags.sd !== undefined) r = planFromSd(flags.sd, f);
      else {
        const sc = loadScenario(flags.pilot!, { options: parseOptionFlags(flags.option) });
        r = await planFromPilot(sc, f, {
          games: flags.pilotGames,
          seed: flags.seed ?? sc.seed ?? 1,
          workers: flags.workers ?? defaultWorkers(),
          policies: resolvePolicies(sc),
        });
      }
      // a plan no run could play (∞, or past 2^53 where counts stop being exact) is no plan (issue 26 item 12)
      if (!Number.isSafeInteger(r.plan.games)) {
        const flag = flags.sd !== undefined ? '--sd' : '--delta';
        throw new InputError(
          'command line',
          flag,
          `the plan needs ` +
            `${Number.isFinite(r.plan.games) ? 'more than 2^53' : 'infinitely many'} ` +
            `games (--delta ${flags.delta}, --alpha ${flags.alpha}, --power ` +
            `${flags.power}${flags.sd !== undefined ? `, --sd ${flags.sd}` : ''})`,
          'use a larger --delta or --alpha, or a smaller --power or --sd',
        );
      }
      process.stdout.write(flags.json ? `${JSON.stringify(r, null, 2)}\n` : formatPlan(r));
    });
}

export function formatPlan(r: PlanResult): string {
  const f = r.flags;
  const n = (x: number) => count(x);
  const pts = (100 * f.delta).toFixed(1);
  const what =
    f.design === 'two-sample'
      ? `tell two lists' scores apart when they differ by ${pts} percentage points`
      : `tell a score ${pts} percentage points away from the one you test against`;
  const units = r.plan.unit === 'pair' ? ` (${n(r.plan.units)} mirrored pairs)` : '';
  const lines = [
    `You need ${n(r.plan.games)} games${f.design === 'two-sample' ? ' in each arm' : ''}${units} to ${what}.`,
    `That finds such a difference ${Math.round(100 * f.power)} times in ` +
      `100, and raises a false alarm at most ` +
      `${Number((100 * f.alpha).toFixed(1))} times in 100 when there is none.`,
  ];
  for (const a of r.alternatives.slice(1)) lines.push(`${a.unit === 'pair' ? 'With' : 'Without'} mirrored pairs you would need ${n(a.games)} games.`);
  if (r.plan.sd === 0)
    lines.push(
      'Every game of this matchup ends the same way (e.g. identical lists in ' +
        'mirrored pairs always split a pair): any number of games gives the ' +
        'same score.',
    );
  if (r.pilot) {
    const pairing = pairingWords(r.pilot.varianceSaved);
    lines.push(
      `The spread of the results comes from ${n(r.pilot.games)} pilot games ` +
        `of ${r.pilot.scenario}, in which list A scored ` +
        `${(100 * r.pilot.score).toFixed(1)}%${pairing ? `; ${pairing}` : ''}.`,
    );
  } else lines.push(`The spread of the results is the one you gave (${r.plan.source}).`);
  return `${lines.join('\n')}\n`;
}

/** How big the pilot grew and how well it knows the recommendation (issue 30 item 6). */
function pilotWords(c: ComparePlan): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const known =
    c.recommendationRelSe <= PILOT_PRECISION
      ? `known to ±${pct(c.recommendationRelSe)} (one standard error)`
      : `known only to ±${pct(c.recommendationRelSe)} (the target is ±${pct(PILOT_PRECISION)}: ` +
        'give a larger --pilot-games, or take the recommendation as rough)';
  return (
    `The pilot played up to ${count(c.pilotGames)} games per matchup and arm, until the spread that sets the recommendation was ` +
    `${known}; pilots on other seeds then agree within 20%.`
  );
}

/** The `volley compare` command that the plan sizes, ready to paste: the same suite, rules and gate. */
export function compareCommand(flags: PlanCliFlags, maxGames: number): string {
  const words = ['volley', 'compare', flags.suite!];
  if (flags.base !== undefined) words.push('--base', flags.base);
  if (flags.variant !== undefined) words.push('--variant', flags.variant);
  for (const o of flags.variantOption) words.push('--variant-option', o);
  if (flags.tolerance !== undefined) words.push('--tolerance', String(flags.tolerance));
  if (flags.h0 !== undefined) words.push('--h0', String(flags.h0));
  // compare's defaults are the plan's: only a different value needs saying
  if (flags.alpha !== COMPARE_DEFAULT_ALPHA) words.push('--alpha', String(flags.alpha));
  if (flags.beta !== COMPARE_DEFAULT_BETA) words.push('--beta', String(flags.beta));
  if (flags.batch !== COMPARE_DEFAULT_BATCH) words.push('--batch', String(flags.batch));
  if (flags.pairs === false) words.push('--no-pairs');
  if (flags.seed !== undefined) words.push('--seed', String(flags.seed));
  words.push('--max-games', String(maxGames));
  return words.join(' ');
}

export function formatComparePlan(c: ComparePlan, command: string): string {
  const p = (x: number) => (100 * x).toFixed(2).replace(/\.?0+$/, '');
  const d = c.design;
  const unit = c.pairs ? 'pair' : 'game';
  const lines = [
    `Recommended (${count(c.recommendedMaxGames)} games per matchup and arm): ${command}`,
    `With that cap, in every matchup the gate runs out of games without a ` +
      `verdict at most 1 time in 100, whether nothing changed or a score ` +
      `moved by the full tolerance of ${p(d.tolerance)} percentage points.`,
    `(Gate: tolerance ${p(d.tolerance)} percentage points, "nothing moved" ` +
      `below ${p(d.h0)}, false alarms at most ` +
      `${Number((100 * d.alpha).toFixed(1))} in 100 over the ${d.matchups} ` +
      `matchups, a missed change at most ${Number((100 * d.beta).toFixed(1))} ` +
      `in 100.)`,
    pilotWords(c),
    '',
    'Per matchup, from a pilot of both rule sets on the same seeds:',
    ...c.rows.map((r) => {
      const [z, , , t] = r.design.points;
      const head = `- ${r.matchup}: in the pilot the score moved by ${p(r.pilotDelta)} percentage points over ${count(r.pilotUnits)} ${unit}s; `;
      if (r.skipped)
        return (
          head +
          `clearly beyond the tolerance, so, as compare does, it is not sized for "nothing changed"; ` +
          `the gate flags it within ${count(r.neededGames)} games per arm (at most 1 time in 100 later, ` +
          `even if it had moved by only the tolerance).`
        );
      return (
        head +
        `the gate expects about ${count(Math.round(z.expectedGames))} games per arm if ` +
        `nothing changed and ${count(Math.round(t.expectedGames))} at the ` +
        `tolerance, at most ${count(r.neededGames)}.`
      );
    }),
  ];
  return `${lines.join('\n')}\n`;
}
