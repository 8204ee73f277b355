import { describe, expect, it } from 'vitest';
import { askPolicy, askPolicyIndex, DecisionChannel, refuseHint } from '../../src/rulesets/kit/decision.js';
import { SeededDice } from '../../src/rulesets/kit/dice.js';
import { conformanceChecks } from '../../src/rulesets/kit/conformance.js';
import { declareState, fixedArray, perSide, perUnit, scalar, setupData } from '../../src/rulesets/kit/state.js';
import type { AnyRuleset, Policy } from '../../src/rulesets/types.js';
import { type ToyGame, toyRuleset, type ToySetup } from './toyGame.js';

const decl = declareState('toy', {
  profile: setupData(Uint8Array, 'unit', 2),
  wounds: perUnit(Uint8Array),
  alive: perUnit(Uint8Array, 1),
  x: perUnit(Float64Array),
  score: perSide(Int32Array, 3),
  order: perSide(Uint8Array, 1, [0, 1]),
  turn: scalar(),
  phase: scalar(-1),
});

describe('kit/state.ts: a declared state', () => {
  it('allocates every field at its size and reset value; static data is left to the game', () => {
    const st = decl.create({ unit: 4 });
    expect([st.profile.length, st.wounds.length, st.score.length, st.order.length]).toEqual([8, 4, 6, 2]);
    expect([...st.alive]).toEqual([1, 1, 1, 1]);
    expect([...st.order]).toEqual([0, 1]);
    expect([st.turn, st.phase]).toEqual([0, -1]);
    expect(decl.counts).toEqual({ arrays: 5, scalars: 2, static: 1 });
  });

  it('reset gives back a fresh state (same hash), and leaves static data alone', () => {
    const fresh = decl.hash(decl.create({ unit: 3 }));
    const st = decl.create({ unit: 3 });
    st.profile[0] = 9;
    const h0 = decl.hash(st);
    expect(h0).toBe(fresh); // static data is not hashed
    st.wounds[1] = 2;
    st.x[2] = 0.5;
    st.order[0] = 1;
    st.turn = 4;
    expect(decl.hash(st)).not.toBe(fresh);
    decl.reset(st);
    expect(decl.hash(st)).toBe(fresh);
    expect(st.profile[0]).toBe(9);
  });

  it('the hash sees every non-static field, scalars included', () => {
    const st = decl.create({ unit: 2 });
    const h = decl.hash(st);
    for (const change of [() => st.wounds[0]++, () => (st.x[1] = 1e-9), () => st.score[5]++, () => st.phase++, () => st.alive[1]--]) {
      change();
      expect(decl.hash(st)).not.toBe(h);
      decl.reset(st);
    }
  });

  it('copy and snapshot move every non-static field and nothing else', () => {
    const a = decl.create({ unit: 2 });
    const b = decl.create({ unit: 2 });
    a.wounds[0] = 1;
    a.turn = 3;
    a.profile[0] = 7;
    decl.copy(b, a);
    expect([b.wounds[0], b.turn, b.profile[0]]).toEqual([1, 3, 0]);
    const snap = decl.snapshot(a);
    snap.save();
    const h = decl.hash(a);
    a.wounds[1] = 2;
    a.turn = 9;
    snap.restore();
    expect(decl.hash(a)).toBe(h);
  });

  it('a declaration of some fields of another object saves and restores those and leaves the rest', () => {
    class Channel {
      kind = 0;
      actor = -1;
      other = 5;
      label = 'x';
      readonly list = new Int16Array(3);
      readonly kept = new Int16Array(3);
    }
    const part = declareState('part', { kind: scalar(), actor: scalar(-1), list: fixedArray(Int16Array, 3) });
    const ch = new Channel();
    const snap = part.snapshot(ch);
    ch.kind = 2;
    ch.list[1] = 7;
    snap.save();
    const saved = part.hash(ch);
    ch.kind = 9;
    ch.actor = 4;
    ch.list[1] = 1;
    ch.other = 6;
    ch.label = 'y';
    ch.kept[0] = 3;
    expect(part.hash(ch)).not.toBe(saved);
    snap.restore();
    expect([ch.kind, ch.actor, [...ch.list]]).toEqual([2, -1, [0, 7, 0]]);
    expect([ch.other, ch.label, [...ch.kept]]).toEqual([6, 'y', [3, 0, 0]]);
    expect(part.hash(ch)).toBe(saved);
    expect(part.create({}).list.length).toBe(3);
  });

  it('rejects an init list on a per-unit field, a missing size and a key that is not an identifier', () => {
    expect(() => declareState('bad', { w: { ...perUnit(Uint8Array), init: [1, 2] } })).toThrow(/init list/);
    expect(() => decl.create({})).toThrow(/no size 'unit'/);
    expect(() => declareState('bad', { 'a-b': scalar() })).toThrow(/not an identifier/);
  });
});

describe('kit/decision.ts: the one decision point', () => {
  const channel = new DecisionChannel('toy');
  const codes = Int32Array.of(5, 6, 7);
  const answering = (k: number): Policy<unknown> => ({ name: 'p', decide: () => k });

  it('returns the code chosen and poses the decision', () => {
    expect(askPolicy(channel, answering(2), null, 3, 1, 4, codes, 3, new SeededDice(1))).toBe(7);
    expect([channel.kind, channel.side, channel.actor]).toEqual([3, 1, 4]);
  });

  it('a single option is taken without asking', () => {
    const never: Policy<unknown> = { name: 'n', decide: () => 99 };
    expect(askPolicy(channel, never, null, 1, 0, -1, codes, 1, new SeededDice(1))).toBe(5);
  });

  it("every answer is checked: '<game>: policy 'x' chose option k of n'", () => {
    for (const k of [3, -1, 1.5, Number.NaN])
      expect(() => askPolicy(channel, answering(k), null, 1, 0, -1, codes, 3, new SeededDice(1))).toThrow(`toy: policy 'p' chose option ${k} of 3`);
  });

  it('askPolicyIndex returns the index chosen, asks even about a single option, and checks every answer', () => {
    expect(askPolicyIndex(channel, answering(2), null, 3, 1, 4, codes, 3, new SeededDice(1))).toBe(2);
    expect([channel.kind, channel.side, channel.actor]).toEqual([3, 1, 4]);
    let asked = 0;
    const counting: Policy<unknown> = { name: 'c', decide: () => (asked++, 0) };
    expect(askPolicyIndex(channel, counting, null, 1, 0, -1, codes, 1, new SeededDice(1))).toBe(0);
    expect(asked).toBe(1);
    for (const k of [3, -1, 1.5, Number.NaN])
      expect(() => askPolicyIndex(channel, answering(k), null, 1, 0, -1, codes, 3, new SeededDice(1))).toThrow(`toy: policy 'p' chose option ${k} of 3`);
  });

  it('a refused hint names the policy, the code and the decision', () => {
    channel.pose(6, 0, -1);
    expect(() => refuseHint(channel, { name: 'h' }, 12)).toThrow("toy: policy 'h' chose code 12 for decision 6, not one of its options");
  });
});

describe('the conformance harness checks a declared state', () => {
  const setup: ToySetup = { names: ['A', 'B'], hp: [6, 6] };
  const hash = (g: ToyGame) => g.hp[0] * 1000 + g.hp[1];
  const failing = (rs: AnyRuleset) =>
    conformanceChecks(rs, [{ name: 'toy', setup }])
      .filter((c) => {
        try {
          c.run();
          return false;
        } catch {
          return true;
        }
      })
      .map((c) => c.name.replace(/^toy: /, ''));

  it('a complete reset and a policy that only reads pass', () => {
    const rs = { ...toyRuleset, state: { hash, reset: (g: ToyGame) => g.hp.fill(0) } };
    expect(failing(rs as AnyRuleset)).toEqual([]);
  });

  it('a reset that forgets a field fails', () => {
    const rs = { ...toyRuleset, state: { hash, reset: (g: ToyGame) => (g.hp[0] = 0) } };
    expect(failing(rs as AnyRuleset)).toEqual(['a reset state hashes like a fresh one']);
  });

  it('a policy that writes into the state fails', () => {
    const meddler = {
      name: 'meddler',
      description: '',
      create: () => ({ name: 'meddler', decide: (g: ToyGame) => (g.hp[1]--, 0) }),
    };
    const rs = { ...toyRuleset, policies: { ...toyRuleset.policies, meddler }, state: { hash, reset: (g: ToyGame) => g.hp.fill(0) } };
    expect(failing(rs as AnyRuleset)).toContain("no policy's answer changes the rules state");
  });
});
