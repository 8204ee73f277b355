/** Test helpers: small hand-built SfG battles with scripted dice and hand-placed units. */
import { SeededDice, type Dice } from '../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { defaultOptions } from '../../src/engine/options.js';
import type { Options } from '../../src/rulesets/types.js';
import { sfgOptions, readSfgOptions } from '../../src/rulesets/sfg/options.js';
import type { ArmySpec, BrigadeSpec, DivisionSpec, SfgSetup } from '../../src/rulesets/sfg/data/setup.js';
import { Game, type SfgGamePolicy } from '../../src/rulesets/sfg/game.js';
import { LINE } from '../../src/rulesets/sfg/mechanics/formation.js';
import { firefightPolicy } from '../../src/rulesets/sfg/policies/index.js';
import type { Unit } from '../../src/rulesets/sfg/state.js';

export function brigade(name: string, bases: number, o: Partial<BrigadeSpec> = {}): BrigadeSpec {
  return { name, cavalry: false, bases, quality: 1, breechLoaders: false, formation: LINE, mounted: false, disordered: false, points: 4 * bases, ...o };
}

export function cavalry(name: string, bases: number, o: Partial<BrigadeSpec> = {}): BrigadeSpec {
  return brigade(name, bases, { cavalry: true, mounted: true, points: 5 * bases, ...o });
}

export function division(name: string, brigades: BrigadeSpec[], batteries = 0, o: Partial<DivisionSpec> = {}): DivisionSpec {
  return {
    name,
    rating: 1,
    scheduledTurn: 0,
    brigades,
    batteries: Array.from({ length: batteries }, (_, k) => ({ name: `${name} battery ${k + 1}`, gun: 0, points: 10 })),
    points: 0,
    ...o,
  };
}

export function army(name: string, divisions: DivisionSpec[]): ArmySpec {
  return { name, army: 'union', divisions, points: 0 };
}

export function options(o: Options = {}): Options {
  return { ...defaultOptions(sfgOptions), ...o };
}

/** A game of two armies, nothing placed yet; dice scripted (fallback: none). */
export function makeGame(a: ArmySpec, b: ArmySpec, o: Options = {}, faces: number[] = [], policies?: [SfgGamePolicy, SfgGamePolicy]): Game {
  const setup: SfgSetup = { sides: [a, b], options: options(o) };
  const g = new Game(setup, readSfgOptions(setup.options));
  g.reset();
  g.dice = new ScriptedDice(faces);
  g.ai = new SeededDice(7);
  g.policies = policies ?? [firefightPolicy, firefightPolicy];
  g.turn = 1;
  for (const d of g.divisions) d.onTable = true;
  return g;
}

export function script(g: Game, faces: number[], fallback?: Dice): ScriptedDice {
  const d = new ScriptedDice(faces, fallback);
  g.dice = d;
  return d;
}

/** Puts unit i on the table with its front-centre at (x, y) facing (fx, fy). */
export function put(g: Game, i: number, x: number, y: number, fx = 0, fy = 1, formation?: number): Unit {
  const u = g.units[i];
  u.onTable = true;
  if (formation !== undefined) u.formation = formation;
  u.place(x, y, fx, fy);
  return u;
}
