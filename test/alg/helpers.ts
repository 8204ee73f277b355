/** Test helpers: small hand-built AlG games with scripted dice, hand-placed figures and scripted players. */
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { defaultOptions } from '../../src/engine/options.js';
import type { Options } from '../../src/rulesets/types.js';
import { algOptions } from '../../src/rulesets/alg/options.js';
import { prepareAlg } from '../../src/rulesets/alg/play.js';
import type { CharacterSpec, ForceSpec, Rect, SquadSpec, StatLine } from '../../src/rulesets/alg/setup.js';
import { CLASS_VALUE, EXTRA, HERO, PROTAGONIST } from '../../src/rulesets/alg/constants.js';
import type { Game } from '../../src/rulesets/alg/game.js';
import type { AlgPolicy } from '../../src/rulesets/alg/decisions.js';
import { aggressivePolicy } from '../../src/rulesets/alg/policies/index.js';

export { HERO, PROTAGONIST, EXTRA };

export function line(mo = 7, ti = 4, mi = 5, ca = 4, mov = 4): StatLine {
  return { mo, ti, mi, ca, mov };
}

export function char(name: string, cls: number, o: Partial<CharacterSpec> = {}): CharacterSpec {
  return { name, cls, healthy: line(), wounded: null, weapon: 1, shield: false, mounted: false, role: 0, ...o };
}

/** A squad: optional officer (protagonist), standard-bearer, then `extras` extras. */
export function squad(name: string, extras: number, o: { officer?: boolean; leader?: boolean; bearer?: boolean; mo?: number } = {}): SquadSpec {
  const members: CharacterSpec[] = [];
  if (o.officer) members.push(char(`${name} officer`, PROTAGONIST, { role: 1 }));
  if (o.leader) members.push(char(`${name} leader`, EXTRA, { role: 2 }));
  if (o.bearer) members.push(char(`${name} ensign`, EXTRA, { role: 3 }));
  for (let k = 0; k < extras; k++) members.push(char(`${name} ${k + 1}`, EXTRA, { healthy: line(o.mo ?? 6, 4, 4, 4, 4), weapon: 3 }));
  return { name, members };
}

export function force(name: string, characters: CharacterSpec[], squads: SquadSpec[] = [], stakes = 0): ForceSpec {
  let value = 0;
  for (const c of characters) value += CLASS_VALUE[c.cls];
  for (const s of squads) for (const m of s.members) value += CLASS_VALUE[m.cls];
  return { name, stakes, characters, squads, markers: [], value };
}

export function options(o: Options = {}): Options {
  return { ...defaultOptions(algOptions), ...o };
}

/** A reset game with scripted dice (faces are d6 or d10 faces as rolled) and the given players. */
export function game(a: ForceSpec, b: ForceSpec, o: { options?: Options; cover?: Rect[]; faces?: number[]; policies?: [AlgPolicy, AlgPolicy] } = {}): Game {
  const g = prepareAlg({ sides: [a, b], cover: o.cover ?? [], options: options(o.options) });
  g.reset();
  g.dice = o.faces ? new ScriptedDice(o.faces) : new SeededDice(1);
  g.ai = new SeededDice(2);
  g.policies = o.policies ?? [aggressivePolicy, aggressivePolicy];
  g.state.turn = 1;
  return g;
}

/** Puts figure i on the table at (x, y). */
export function place(g: Game, i: number, x: number, y: number): void {
  g.state.onTable[i] = 1;
  g.state.x[i] = x;
  g.state.y[i] = y;
}

/** A player that answers with `pick(g, kind, options)` (an index) and records every decision it saw. */
export function scripted(
  pick: (g: Game, kind: number, options: ArrayLike<number>) => number,
  seen: { kind: number; side: number; actor: number; slot: number; options: number[] }[] = [],
): AlgPolicy {
  return {
    name: 'scripted',
    description: 'test player',
    decide(g, kind, options) {
      seen.push({ kind, side: g.decision.side, actor: g.decision.actor, slot: g.state.slot, options: Array.from(options) });
      return pick(g, kind, options);
    },
  };
}
