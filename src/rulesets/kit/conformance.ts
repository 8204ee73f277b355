import { isDeepStrictEqual } from 'node:util';
import type { AnyRuleset, DeclaredStateHook, GameLog, GameRng, Outcome, PlayInvariant } from '../types.js';
import { SeededDice } from './dice.js';

/**
 * The conformance harness: what every ruleset must satisfy for the engine's guarantees
 * (reproducible, worker-count-independent, mirrored pairs, replay) to hold. Test files run it
 * with `testRuleset` (test/helpers/testRuleset.ts), one `it` per check:
 *
 *  - every game ends, and its outcome is well-formed (winner, reason, integer turns, points,
 *    score and exactly the declared integer metrics);
 *  - the same seed gives the same game, on a fresh or a reused prepared game (reset is complete);
 *  - a structured clone of the setup (what a worker receives) plays the same games;
 *  - swapped sides mirror: the side facts swap, and swapping twice plays the same games;
 *  - replay equals bulk: a game played with a log equals the same game played without one
 *    among others, and the log narrates it;
 *  - each policy is made afresh per side per game and answers within its options;
 *  - when the game names play invariants (`ruleset.invariants`), no policy breaks one;
 *  - when the game declares its rules state (`ruleset.state`, kit/state.ts), a reset state
 *    hashes like a fresh one and no policy's answer (decide or a hint; a search included)
 *    changes the state's hash.
 */
export interface ConformanceCase {
  name: string;
  setup: unknown;
}

export interface ConformanceCheck {
  name: string;
  run(): void;
}

function rng(seed: number): GameRng {
  return { dice: new SeededDice(seed), ai: new SeededDice(seed ^ 0x2545f491) };
}

function fail(what: string): never {
  throw new Error(what);
}

/** Throws when `o` is not a well-formed outcome of `ruleset`. */
function checkOutcome(ruleset: AnyRuleset, o: Outcome, where: string): void {
  const isInt = (v: unknown) => Number.isInteger(v);
  const pairOf = (v: unknown, what: string, min = -Infinity) => {
    if (!Array.isArray(v) || v.length !== 2 || !v.every((x) => isInt(x) && x >= min))
      fail(`${where}: ${what} is not a pair of integers >= ${min}: ${JSON.stringify(v)}`);
  };
  if (o.winner !== 0 && o.winner !== 1 && o.winner !== null) fail(`${where}: winner ${String(o.winner)} is not 0, 1 or null`);
  if (typeof o.reason !== 'string' || o.reason === '') fail(`${where}: no reason`);
  if (!isInt(o.turns) || o.turns < 0) fail(`${where}: turns ${o.turns} is not a whole number`);
  pairOf(o.pointsLost, 'pointsLost', 0);
  pairOf(o.score, 'score');
  const keys = Object.keys(o.metrics).sort();
  const declared = [...ruleset.metricNames].sort();
  if (!isDeepStrictEqual(keys, declared)) fail(`${where}: metrics ${keys.join(',')} differ from metricNames ${declared.join(',')}`);
  for (const k of keys) pairOf(o.metrics[k], `metric ${k}`);
}

function play(ruleset: AnyRuleset, game: unknown, names: [string, string], seed: number, log?: GameLog): Outcome {
  const p: [unknown, unknown] = [ruleset.policies[names[0]].create(), ruleset.policies[names[1]].create()];
  return ruleset.play(game, p, rng(seed), log);
}

/** Policy pairings worth checking: every policy against the default, both ways round. */
function pairings(ruleset: AnyRuleset): [string, string][] {
  const d = ruleset.defaultPolicy;
  const out: [string, string][] = [[d, d]];
  for (const p of Object.keys(ruleset.policies)) if (p !== d) out.push([p, d], [d, p]);
  return out;
}

export function conformanceChecks(ruleset: AnyRuleset, cases: ConformanceCase[], gamesPerPairing = 6): ConformanceCheck[] {
  const checks: ConformanceCheck[] = [];
  if (!ruleset.policies[ruleset.defaultPolicy]) fail(`${ruleset.id}: default policy '${ruleset.defaultPolicy}' is not among its policies`);
  for (const p of ruleset.competentTier) if (!ruleset.policies[p]) fail(`${ruleset.id}: competent policy '${p}' is not among its policies`);
  for (const { name, setup } of cases) {
    const at = `${ruleset.id} ${name}`;
    checks.push({
      name: `${name}: every game ends with a well-formed outcome, under every policy`,
      run() {
        const game = ruleset.prepare(setup);
        for (const names of pairings(ruleset)) {
          for (let seed = 1; seed <= gamesPerPairing; seed++)
            checkOutcome(ruleset, play(ruleset, game, names, seed), `${at} ${names.join(' v ')} seed ${seed}`);
        }
      },
    });
    checks.push({
      name: `${name}: the same seed gives the same game, on a fresh or a reused prepared game`,
      run() {
        const reused = ruleset.prepare(setup);
        for (const names of pairings(ruleset)) {
          for (let seed = 11; seed < 11 + gamesPerPairing; seed++) {
            const a = play(ruleset, reused, names, seed);
            const b = play(ruleset, ruleset.prepare(setup), names, seed);
            if (!isDeepStrictEqual(a, b))
              fail(`${at} ${names.join(' v ')} seed ${seed}: a reused game played ` + `${JSON.stringify(a)}, a fresh one ${JSON.stringify(b)}`);
          }
        }
      },
    });
    checks.push({
      name: `${name}: a structured clone of the setup (what a worker gets) plays the same games`,
      run() {
        const a = ruleset.prepare(setup);
        const b = ruleset.prepare(structuredClone(setup));
        const d = ruleset.defaultPolicy;
        for (let seed = 21; seed < 21 + gamesPerPairing; seed++) {
          if (!isDeepStrictEqual(play(ruleset, a, [d, d], seed), play(ruleset, b, [d, d], seed)))
            fail(`${at} seed ${seed}: the cloned setup played a different game`);
        }
      },
    });
    checks.push({
      name: `${name}: swapped sides mirror the side facts, and swapping twice plays the same games`,
      run() {
        const s1 = ruleset.sides(setup);
        const swapped = ruleset.swapSides(setup);
        const s2 = ruleset.sides(swapped);
        if (!isDeepStrictEqual(s2, [s1[1], s1[0]])) fail(`${at}: sides of the swapped setup ${JSON.stringify(s2)} are not ${JSON.stringify([s1[1], s1[0]])}`);
        const back = ruleset.prepare(ruleset.swapSides(swapped));
        const orig = ruleset.prepare(setup);
        const d = ruleset.defaultPolicy;
        for (let seed = 31; seed < 31 + gamesPerPairing; seed++) {
          if (!isDeepStrictEqual(play(ruleset, back, [d, d], seed), play(ruleset, orig, [d, d], seed)))
            fail(`${at} seed ${seed}: swapping twice changed the game`);
        }
        checkOutcome(ruleset, play(ruleset, ruleset.prepare(swapped), [d, d], 31), `${at} swapped`);
      },
    });
    checks.push({
      name: `${name}: replay equals bulk (a logged game equals the same game played among others)`,
      run() {
        const bulk = ruleset.prepare(setup);
        const d = ruleset.defaultPolicy;
        const outcomes: Outcome[] = [];
        for (let seed = 41; seed < 41 + gamesPerPairing; seed++) outcomes.push(play(ruleset, bulk, [d, d], seed));
        for (let seed = 41; seed < 41 + gamesPerPairing; seed++) {
          const lines: string[] = [];
          const o = play(ruleset, ruleset.prepare(setup), [d, d], seed, { event: (t) => lines.push(t) });
          if (!isDeepStrictEqual(o, outcomes[seed - 41])) fail(`${at} seed ${seed}: the logged game differs from the bulk game`);
          if (lines.length === 0) fail(`${at} seed ${seed}: the log heard nothing`);
          if (lines.some((l) => l.includes('\n'))) fail(`${at} seed ${seed}: a log event spans several lines`);
        }
      },
    });
    checks.push({
      name: `${name}: policies are made per side per game and answer within their options`,
      run() {
        const game = ruleset.prepare(setup);
        for (const maker of Object.values(ruleset.policies)) {
          let made = 0;
          let asked = 0;
          const watched = {
            name: maker.name,
            description: maker.description,
            create() {
              made++;
              const inner = maker.create();
              return new Proxy(inner, {
                get(target, key, receiver) {
                  const v = Reflect.get(target, key, receiver);
                  if (key !== 'decide' || typeof v !== 'function') return v;
                  return (view: unknown, kind: number, options: ArrayLike<number>, r: unknown) => {
                    const k = v.call(target, view, kind, options, r);
                    asked++;
                    if (!(Number.isInteger(k) && k >= 0 && k < options.length))
                      fail(`${at} policy ${maker.name}: answered ${k} of ${options.length} options ` + `(decision ${kind})`);
                    return k;
                  };
                },
              });
            },
          };
          const rs = { ...ruleset, policies: { ...ruleset.policies, [maker.name]: watched } } as AnyRuleset;
          for (let seed = 51; seed < 51 + gamesPerPairing; seed++) play(rs, game, [maker.name, maker.name], seed);
          if (made !== 2 * gamesPerPairing) fail(`${at} policy ${maker.name}: made ${made} times for ${gamesPerPairing} games`);
          if (asked === 0 && typeof maker.create().decide === 'function') fail(`${at} policy ${maker.name}: never asked to decide`);
        }
      },
    });
    if (ruleset.state !== undefined) stateChecks(ruleset, ruleset.state, setup, at, name, gamesPerPairing, checks);
    if (ruleset.invariants?.some((inv) => inv.allows === undefined)) {
      const invariants = ruleset.invariants;
      checks.push({
        name: `${name}: every policy keeps the game's play invariants`,
        run() {
          // a counter (an invariant that names the reading allowing it) is reported, not enforced
          const enforced = invariants.filter((inv) => inv.allows === undefined);
          const bad = invariantViolations(ruleset, setup, enforced, gamesPerPairing, 61).filter((c) => c.violations > 0);
          if (bad.length > 0) fail(`${at}: ${bad.map((c) => `${c.policy} broke '${c.invariant}' ${c.violations} times in ${c.games} games`).join('; ')}`);
        },
      });
    }
  }
  return checks;
}

/** The declared-state checks (see the list at the top). */
function stateChecks(
  ruleset: AnyRuleset,
  state: DeclaredStateHook<unknown>,
  setup: unknown,
  at: string,
  name: string,
  games: number,
  checks: ConformanceCheck[],
): void {
  checks.push({
    name: `${name}: a reset state hashes like a fresh one`,
    run() {
      const fresh = state.hash(ruleset.prepare(setup));
      const game = ruleset.prepare(setup);
      for (const names of pairings(ruleset)) {
        for (let seed = 71; seed < 71 + games; seed++) {
          play(ruleset, game, names, seed);
          if (state.hash(game) === fresh) fail(`${at} ${names.join(' v ')} seed ${seed}: a played game hashes like a fresh one (the hash sees nothing)`);
          state.reset(game);
          if (state.hash(game) !== fresh) fail(`${at} ${names.join(' v ')} seed ${seed}: the reset state hashes ${state.hash(game)}, a fresh one ${fresh}`);
        }
      }
    },
  });
  checks.push({
    name: `${name}: no policy's answer changes the rules state`,
    run() {
      const game = ruleset.prepare(setup);
      for (const maker of Object.values(ruleset.policies)) {
        let answers = 0;
        const watched = (): unknown =>
          new Proxy(maker.create() as object, {
            get(target, key, receiver) {
              const v = Reflect.get(target, key, receiver);
              if (typeof v !== 'function') return v;
              return (view: unknown, ...rest: unknown[]) => {
                const before = state.hash(view);
                const answer = v.call(target, view, ...rest);
                answers++;
                if (state.hash(view) !== before) fail(`${at} policy ${maker.name}: its ${String(key)} changed the rules state`);
                return answer;
              };
            },
          });
        for (let seed = 81; seed < 81 + games; seed++) ruleset.play(game, [watched(), watched()], rng(seed));
        if (answers === 0) fail(`${at} policy ${maker.name}: never asked`);
      }
    },
  });
}

/** Violations of one play invariant (types.ts, PlayInvariant) by one policy. */
export interface InvariantCount {
  invariant: string;
  policy: string;
  violations: number;
  /** Games the policy played (each game counts once per side it played). */
  games: number;
  perThousand: number;
}

/**
 * Plays every policy of `ruleset` against itself for `games` games on `setup` (seeds from
 * `seed`) and counts the violations of each invariant per policy; exempt pairs are left out.
 */
export function invariantViolations(
  ruleset: AnyRuleset,
  setup: unknown,
  invariants: readonly PlayInvariant[],
  games: number,
  seed = 1,
  policies = Object.keys(ruleset.policies),
): InvariantCount[] {
  const game = ruleset.prepare(setup);
  const out: InvariantCount[] = [];
  for (const name of policies) {
    const maker = ruleset.policies[name];
    const counts = new Array<number>(invariants.length).fill(0);
    for (let k = 0; k < games; k++) {
      const watchers = invariants.map((inv, i) => inv.watch(() => counts[i]++));
      const wrap = (side: number) => {
        const inner = maker.create() as { decide(v: unknown, kind: number, o: ArrayLike<number>, r: unknown): number };
        return new Proxy(inner, {
          get(target, key, receiver) {
            const v = Reflect.get(target, key, receiver);
            if (key !== 'decide' || typeof v !== 'function') return v;
            return (view: unknown, kind: number, options: ArrayLike<number>, r: unknown) => {
              const answer = v.call(target, view, kind, options, r) as number;
              for (const w of watchers) w.decision(view, side, kind, options, answer);
              return answer;
            };
          },
        });
      };
      ruleset.play(game, [wrap(0), wrap(1)], rng(seed + k));
      for (const w of watchers) w.end?.();
    }
    invariants.forEach((inv, i) => {
      if (inv.exempt?.includes(name)) return;
      // each game has two sides played by this policy
      out.push({ invariant: inv.name, policy: name, violations: counts[i], games: 2 * games, perThousand: (1000 * counts[i]) / (2 * games) });
    });
  }
  return out;
}
