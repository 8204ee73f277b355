// Issue 26: the new surfaces (names looked up in tables, --resume records, shard parts, the read
// boundary, what volley deletes) attacked as bad-input.test.ts attacks the old ones. Each row is
// one case with the exit code measured before its fix (`before`, for the record; 'report'
// marks an exit 0 whose report was wrong) and the one it must give now (`after`). An exit 2 must
// be one line naming the file or flag, with nothing in the sandbox changed. The queue cases
// need a real Redis and are in test/queue/reliability.test.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volley, type CliResult } from '../helpers/cli.js';
import { changes, makeSandbox, REPO, snapshot } from './sandbox.js';

const intro = readFileSync(join(REPO, 'scenarios/intro/default.yaml'), 'utf8');
const poule = readFileSync(join(REPO, 'scenarios/intro/poule.yaml'), 'utf8');
const sdsList = readFileSync(join(REPO, 'scenarios/sds/lists/france-line.yaml'), 'utf8');
const sds = readFileSync(join(REPO, 'scenarios/sds/default.yaml'), 'utf8');

const files: Record<string, string> = {
  'p/ruleset-constructor.yaml': intro.replace('ruleset: intro', 'ruleset: constructor'),
  'p/ruleset-proto.yaml': intro.replace('ruleset: intro', 'ruleset: __proto__'),
  'p/ruleset-tostring.yaml': intro.replace('ruleset: intro', 'ruleset: toString'),
  'p/policies.yaml': intro.replace('policies: [greedy, greedy]', 'policies: [constructor, toString]'),
  'p/list-proto.yaml': poule.replace('- name: Levy', '- name: __proto__'),
  'p/list-list.yaml': poule.replace('- name: Levy', '- name: list'),
  'p/list-policy.yaml': poule.replace('- name: Levy', '- name: policy'),
  'scenarios/sds/lists/nation-constructor.yaml': sdsList.replace('nation: France', 'nation: constructor'),
  'scenarios/sds/nation-constructor.yaml': sds.replace('lists/france-line.yaml', 'lists/nation-constructor.yaml'),
  'p/patch-proto.yaml': 'patches:\n  - {path: [__proto__, polluted], value: 3}\n',
  'p/patch-constructor.yaml': 'patches:\n  - {path: [constructor, prototype, polluted], value: 3}\n',
};

type Before = number | 'report';

interface Case {
  item: number;
  name: string;
  before: Before;
  after: number;
  args: string[];
  /** Must appear on stderr (the one line of an exit 2). */
  names?: RegExp;
  /** More checks of an exit 0 (the report is right). */
  then?: (r: CliResult) => void;
}

const c = (item: number, name: string, before: Before, after: number, args: string[], names?: RegExp, then?: Case['then']): Case => ({ item, name, before, after, args, names, then });
const run = (f: string, ...more: string[]) => ['run', f, '-n', '20', '-w', '0', '-q', ...more];
const matrix = (f: string, ...more: string[]) => ['matrix', f, '-n', '10', '-w', '0', '-q', ...more];

const cases: Case[] = [
  // --- 8: names a user gives are looked up among own entries only
  c(8, 'ruleset: constructor', 3, 2, run('p/ruleset-constructor.yaml'), /ruleset-constructor\.yaml.*unknown ruleset 'constructor'/),
  c(8, 'ruleset: __proto__', 3, 2, run('p/ruleset-proto.yaml'), /ruleset-proto\.yaml.*unknown ruleset '__proto__'/),
  c(8, 'ruleset: toString', 3, 2, run('p/ruleset-tostring.yaml'), /ruleset-tostring\.yaml.*unknown ruleset 'toString'/),
  c(8, '--policy constructor', 3, 2, run('scenarios/intro/default.yaml', '--policy', 'constructor'), /--policy.*unknown policy 'constructor'/),
  c(8, '--policies toString,valueOf (run)', 3, 2, run('scenarios/intro/default.yaml', '--policies', 'toString,valueOf'), /--policies.*unknown policy 'toString'/),
  c(8, '--policies toString,valueOf (matrix)', 3, 2, matrix('scenarios/intro/poule.yaml', '--policies', 'toString,valueOf'), /--policies.*unknown policy 'toString'/),
  c(8, 'matrix list named __proto__', 3, 2, matrix('p/list-proto.yaml'), /list-proto\.yaml.*lists\.1.*'__proto__'/),
  c(8, 'volley rules constructor', 3, 2, ['rules', 'constructor'], /ruleset.*unknown ruleset 'constructor'/),
  c(8, 'validate policies: [constructor, toString]', 0, 2, ['validate', 'p/policies.yaml'], /policies\.yaml.*policies\.0.*unknown policy 'constructor'/),
  c(8, '--option __proto__=1', 0, 2, run('scenarios/intro/default.yaml', '--option', '__proto__=1'), /--option __proto__.*unknown rule option '__proto__'/),
  c(8, 'nation: constructor', 2, 2, ['validate', 'scenarios/sds/nation-constructor.yaml'], /nation-constructor\.yaml.*nation.*unknown nation 'constructor'/),
  c(8, 'compare patch path [__proto__, polluted]', 3, 2, ['compare', 'scenarios/intro/suite.yaml', '--variant', 'p/patch-proto.yaml', '--max-games', '20', '-w', '0', '-q'], /__proto__/),
  c(8, 'compare patch path [constructor, prototype, polluted]', 2, 2, ['compare', 'scenarios/intro/suite.yaml', '--variant', 'p/patch-constructor.yaml', '--max-games', '20', '-w', '0', '-q'], /constructor/),
  // --- 12: list names that are matrix.csv's own columns
  c(12, "matrix list named 'list' (matrix.csv corrupted)", 'report', 2, matrix('p/list-list.yaml'), /list-list\.yaml.*lists\.1.*'list'/),
  c(12, "matrix list named 'policy' (matrix.csv corrupted)", 'report', 2, matrix('p/list-policy.yaml'), /list-policy\.yaml.*lists\.1.*'policy'/),
];

let box: string;
const cwd = process.cwd();

beforeAll(() => {
  box = makeSandbox(files);
  process.chdir(box);
});

afterAll(() => {
  process.chdir(cwd);
});

describe('issue 26: the new surfaces (exit code before → after, per case)', () => {
  it.each(cases.map((k) => [`${k.item}: ${k.name} (${k.before} → ${k.after})`, k] as const))('%s', async (_n, k) => {
    const before = snapshot(box);
    const r = await volley(...k.args);
    expect(r.code, r.stderr).toBe(k.after);
    expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
    if (k.names) expect(r.stderr).toMatch(k.names);
    if (k.after === 2) {
      const lines = r.stderr.split('\n').filter((l) => l !== '');
      expect(lines, r.stderr).toHaveLength(1);
      expect(changes(before, snapshot(box))).toEqual([]);
    }
    k.then?.(r);
    // a prototype is never patched by a user's path
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
