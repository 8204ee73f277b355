import { runMatchups } from '../../engine/runner.js';
import { gamesNeeded, type Plan } from '../../engine/stats/planner.js';
import { pairMoments, varianceSaved } from '../../engine/stats/score.js';
import type { Tally } from '../../engine/tally.js';
import type { Scenario } from '../../scenario/load.js';

export interface PlanFlags {
  delta: number;
  alpha: number;
  power: number;
  paired: boolean;
  design: 'one-sample' | 'two-sample';
}

export interface PlanRow {
  unit: 'game' | 'pair';
  sd: number;
  units: number;
  games: number;
  source: string;
}

export interface PlanResult {
  flags: PlanFlags;
  /** The plan for the requested design (paired or not). */
  plan: PlanRow;
  /** From a pilot: both plans, so the games mirrored pairs save show. */
  alternatives: PlanRow[];
  pilot?: { scenario: string; games: number; seed: number | string; policies: [string, string]; score: number; varianceSaved: number; tally: Tally };
  formula: string;
}

export const PLAN_FORMULA =
  'units = ⌈((z(1−α/2) + z(power))·σ/δ)²⌉ per arm, ×2 for two independent arms (two-sample); ' + 'σ per unit (a game, or a mirrored pair)';

function row(p: Plan, source: string): PlanRow {
  return { unit: p.unit, sd: p.sd, units: p.units, games: p.games, source };
}

/** Games needed from a given standard deviation per unit. */
export function planFromSd(sd: number, f: PlanFlags): PlanResult {
  const p = gamesNeeded({ delta: f.delta, alpha: f.alpha, power: f.power, paired: f.paired, design: f.design, sd });
  return { flags: f, plan: row(p, `--sd ${sd}`), alternatives: [], formula: PLAN_FORMULA };
}

/** Games needed from a pilot run of a scenario (played here, in mirrored pairs so both plans can be given). */
export async function planFromPilot(
  sc: Scenario,
  f: PlanFlags,
  run: { games: number; seed: number | string; workers: number; policies: [string, string] },
): Promise<PlanResult> {
  const [r] = await runMatchups([{ id: sc.name, rulesetId: sc.ruleset.id, setup: sc.setup, policies: run.policies, games: run.games, pairs: true }], {
    masterSeed: run.seed,
    workers: run.workers,
  });
  const t = r.tally;
  const wdl = { wins: t.winsA, draws: t.draws, losses: t.winsB };
  const common = { delta: f.delta, alpha: f.alpha, power: f.power, design: f.design };
  const paired = gamesNeeded({ ...common, paired: true, pilot: { pairHalfPoints: t.pairHalfPoints } });
  const single = gamesNeeded({ ...common, paired: false, pilot: wdl });
  const pr = row(paired, `pilot, ${t.games} games in mirrored pairs: sd per pair`);
  const sr = row(single, `pilot, ${t.games} games: sd per game`);
  return {
    flags: f,
    plan: f.paired ? pr : sr,
    alternatives: f.paired ? [pr, sr] : [sr, pr],
    pilot: {
      scenario: sc.file,
      games: t.games,
      seed: run.seed,
      policies: run.policies,
      score: pairMoments(t.pairHalfPoints).mean,
      varianceSaved: varianceSaved(t.pairHalfPoints, wdl).saved,
      tally: t,
    },
    formula: PLAN_FORMULA,
  };
}
