/**
 * Test harness for the SDS game: build a Game with hand-placed models on an empty (or given)
 * table, scripted dice and scripted policies, without the tournament set-up.
 */
import { SeededDice, type Dice } from '../../../src/rulesets/kit/dice.js';
import type { Options } from '../../../src/rulesets/types.js';
import type { Profile, Squad, SpecialRule, Weapon } from '../../../src/rulesets/sds/data/profile.js';
import { loadSquads } from '../../../src/rulesets/sds/state.js';
import { readSdsOptions } from '../../../src/rulesets/sds/options.js';
import { lossThreshold } from '../../../src/rulesets/sds/mechanics/morale.js';
import { Game } from '../../../src/rulesets/sds/game.js';
import { noteTerrain } from '../../../src/rulesets/sds/table/setup.js';
import type { SdsPolicy } from '../../../src/rulesets/sds/game.js';
import { policyFromPicks } from '../../../src/rulesets/sds/policies/picks.js';
import type { Table } from '../../../src/rulesets/sds/table/types.js';

export interface ModelSpec {
  side: 0 | 1;
  x: number;
  y: number;
  q?: number;
  c?: number;
  weapons?: Weapon[];
  rules?: SpecialRule[];
  points?: number;
  name?: string;
}

export interface Built {
  g: Game;
  /** Game index of the k-th spec. */
  idx: number[];
}

/** A policy that does nothing unless a test drives it. */
export const idlePolicy: SdsPolicy = policyFromPicks('idle', 'test: never acts', {
  activationDice: 1,
  pickActivation: () => -1,
  pickAction: () => -1,
  pickGroupDice: () => 1,
  pickFree: () => -1,
});

export interface Step {
  kind: number;
  target?: number;
}

/**
 * A scripted policy: activations in order (model index and dice), then for every action request
 * the next step whose kind (and target, if given) is among the candidates; -1 when the script is
 * exhausted or the step is not offered.
 */
export function scriptedPolicy(activations: { m: number; dice: number }[], steps: Step[], groupDice = 1, free = false): SdsPolicy & { offered: string[] } {
  let a = 0;
  let k = 0;
  const offered: string[] = [];
  const picks = {
    activationDice: 1,
    pickActivation(g: Game) {
      void g;
      if (a >= activations.length) return -1;
      const next = activations[a++];
      picks.activationDice = next.dice;
      return next.m;
    },
    pickAction(g: Game) {
      const list: string[] = [];
      for (let i = 0; i < g.decision.cands.n; i++) list.push(`${g.decision.cands.kind[i]}:${g.decision.cands.target[i]}`);
      offered.push(list.join(' '));
      if (k >= steps.length) return -1;
      const st = steps[k];
      for (let i = 0; i < g.decision.cands.n; i++) {
        if (g.decision.cands.kind[i] === st.kind && (st.target === undefined || g.decision.cands.target[i] === st.target)) {
          k++;
          return i;
        }
      }
      return -1;
    },
    pickGroupDice: () => groupDice,
    pickFree: (g: Game) => (free && g.decision.cands.n > 0 ? 0 : -1),
  };
  return Object.assign(policyFromPicks('scripted', 'test script', picks), { offered });
}

let uid = 0;
function profile(spec: ModelSpec): Profile {
  uid++;
  return {
    id: `p${uid}`,
    name: spec.name ?? `m${uid}`,
    nation: 'France',
    points: spec.points ?? 26,
    q: spec.q ?? 4,
    c: spec.c ?? 2,
    weapons: spec.weapons ?? ['musket'],
    rules: spec.rules ?? [],
    source: 'illustrative',
  };
}

export function emptyTable(): Table {
  return { width: 900, height: 900, areas: [], linears: [], trees: [], shortStick: 75 };
}

/**
 * Four bystanders per side (an NCO and three privates) in the far east corners, so that the
 * rout rule (SDS 6.7) does not end a test game with few models. Their indices come after the
 * test's own models in `idx`.
 */
export function withFillers(specs: ModelSpec[]): ModelSpec[] {
  const out = specs.slice();
  for (const side of [0, 1] as const) {
    const y = side === 0 ? 40 : 860;
    out.push({ side, x: 860, y, rules: ['nco'], name: `F${side}nco` });
    for (let k = 0; k < 3; k++) out.push({ side, x: 800 - 30 * k, y, name: `F${side}-${k}` });
  }
  return out;
}

/** Build a game with the given models (positions in mm), options and dice. */
export function build(specs: ModelSpec[], options: Options = {}, dice: Dice = new SeededDice(1), table: Table = emptyTable()): Built {
  const o = readSdsOptions(options);
  const squads: [Squad, Squad] = [
    { name: 'A', nation: 'France', poule: 'French', points: 0, models: [], file: 'test' },
    { name: 'B', nation: 'GreatBritain', poule: 'Allied', points: 0, models: [], file: 'test' },
  ];
  const order: number[][] = [[], []];
  specs.forEach((sp, k) => {
    const p = profile(sp);
    squads[sp.side].models.push({ name: sp.name ?? `${sp.side ? 'B' : 'A'}${k}`, profile: p });
    squads[sp.side].points += p.points;
    order[sp.side].push(k);
  });
  const g = new Game(specs.length, o);
  loadSquads(g.st, g.cfg.names, squads, g.cfg.baseR, o.startLoaded, [
    lossThreshold(squads[0].models.length, false),
    lossThreshold(squads[1].models.length, false),
  ]);
  const idx = new Array<number>(specs.length);
  let i = 0;
  for (const k of order[0]) idx[k] = i++;
  for (const k of order[1]) idx[k] = i++;
  specs.forEach((sp, k) => {
    g.st.x[idx[k]] = sp.x;
    g.st.y[idx[k]] = sp.y;
  });
  g.cfg.table = table;
  noteTerrain(g);
  g.dice = dice;
  g.ai = new SeededDice(7);
  g.log = undefined;
  g.policies = [idlePolicy, idlePolicy];
  g.st.edge[0] = 0;
  g.st.edge[1] = 2;
  g.st.turn = 1;
  return { g, idx };
}

/** Collects log lines. */
export function collect(g: Game): string[] {
  const lines: string[] = [];
  g.log = { event: (t: string) => lines.push(t) };
  return lines;
}
