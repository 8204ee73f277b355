import { readFileSync } from 'node:fs';
import { isMap, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { SeededDice, type Dice } from '../../src/rulesets/kit/dice.js';
import { ScriptedDice } from '../../src/rulesets/kit/scriptedDice.js';
import { applyOptions, defaultOptions } from '../../src/engine/options.js';
import { introRuleset } from '../../src/rulesets/intro/index.js';
import type { IntroPolicy } from '../../src/rulesets/intro/decisions.js';
import { IntroGame } from '../../src/rulesets/intro/game.js';
import type { IntroSetup } from '../../src/rulesets/intro/setup.js';
import type { GameLog, LoadContext, Options } from '../../src/rulesets/types.js';

/** Loads intro YAML text the way the scenario loader does (options resolved, lines kept). */
export function loadText(text: string, file = 'test.yaml', cliOptions: Record<string, unknown> = {}): IntroSetup {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const doc = document.toJS() as Record<string, unknown>;
  let options: Options = applyOptions(
    introRuleset.options,
    defaultOptions(introRuleset.options),
    (doc.options ?? {}) as Record<string, unknown>,
    file,
    'options.',
  );
  options = applyOptions(introRuleset.options, options, cliOptions, 'command line', '--option ');
  const ctx: LoadContext = {
    file,
    options,
    source: {
      file,
      lineOf(path) {
        let node: unknown = document.contents;
        for (const key of path) {
          if (isMap(node)) node = node.get(key, true);
          else if (isSeq(node)) node = node.get(key as number, true);
          else return undefined;
        }
        const range = (node as Node | undefined)?.range;
        return range ? lineCounter.linePos(range[0]).line : undefined;
      },
    },
    readYaml() {
      throw new Error('not used');
    },
  };
  return introRuleset.loadSetup(doc, ctx);
}

export function loadFile(path: string): IntroSetup {
  return loadText(readFileSync(path, 'utf8'), path);
}

/** A setup from unit lists [cmb, abi][] per side, with option overrides. */
export function makeSetup(a: [number, number][], b: [number, number][], options: Record<string, unknown> = {}): IntroSetup {
  const side = (name: string, units: [number, number][]) =>
    `  - name: ${name}\n    units:\n${units.map(([c, ab]) => `      - { cmb: ${c}, abi: ${ab} }\n`).join('')}`;
  const opts = Object.entries(options)
    .map(([k, v]) => `  ${k}: ${JSON.stringify(v)}\n`)
    .join('');
  return loadText(
    `ruleset: intro\nbudget: ` + `1000\noptions:\n${opts || '  {}\n'}sides:\n${side('A', a)}${side('B', b)}`.replace('options:\n  {}\n', 'options: {}\n'),
  );
}

/** A fresh state with every unit placed by hand: positions [x, y] in unit order. */
export function stateWith(setup: IntroSetup, positions: [number, number][]): IntroGame {
  const st = new IntroGame(setup);
  positions.forEach(([x, y], u) => {
    st.state.x[u] = x;
    st.state.y[u] = y;
  });
  return st;
}

/** A policy that answers from a script of option codes (unit indices, -1 STOP/HOLD, -2 RETREAT). */
export function scriptedPolicy(codes: number[], fallback?: IntroPolicy): IntroPolicy & { asked: number[] } {
  let i = 0;
  const asked: number[] = [];
  return {
    name: 'scripted',
    description: 'test script',
    asked,
    decide(st, kind, options, rng) {
      asked.push(kind);
      if (i >= codes.length) {
        if (fallback) return fallback.decide(st, kind, options, rng);
        throw new Error(`scripted policy ran out at decision ${st.decision.kind} with options ${Array.from(options).join(',')}`);
      }
      const code = codes[i++];
      const k = Array.prototype.indexOf.call(options, code);
      if (k < 0) throw new Error(`scripted code ${code} not among options ${Array.from(options).join(',')} (decision ${st.decision.kind})`);
      return k;
    },
  };
}

/** A policy that always stops/holds when it can, else takes the first option. */
export const passivePolicy: IntroPolicy = {
  name: 'passive',
  description: 'never acts',
  decide(_st, _kind, options) {
    const k = Array.prototype.indexOf.call(options, -1);
    return k >= 0 ? k : 0;
  },
};

export function rng(faces: number[], ai: Dice = new SeededDice(7)) {
  return { dice: new ScriptedDice(faces), ai };
}

export function seeded(seed: number) {
  return { dice: new SeededDice(seed), ai: new SeededDice(seed ^ 0x5bd1e995) };
}

export class ArrayLog implements GameLog {
  lines: string[] = [];
  event(text: string): void {
    this.lines.push(text);
  }
}

/** |observed − expected| within 4 standard errors of a proportion over n trials. */
export function within4SE(hits: number, n: number, p: number): boolean {
  const se = Math.sqrt((p * (1 - p)) / n);
  return Math.abs(hits / n - p) <= 4 * se;
}
