// Issue 26: the new surfaces (names looked up in tables, --resume records, shard parts, the read
// boundary, what volley deletes) attacked as bad-input.test.ts attacks the old ones. Each row is
// one case with the exit code measured before its fix (`before`, for the record; 'report'
// marks an exit 0 whose report was wrong, 'hang' a command still running after 120 s) and the one it must give now (`after`). An exit 2 must
// be one line naming the file or flag, with nothing in the sandbox changed. The queue cases
// need a real Redis and are in queue-surfaces.test.ts (with interrupt-line.test.ts, item 12).
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volley, type CliResult } from '../helpers/cli.js';
import { expectSameReport } from '../helpers/reportFiles.js';
import { changes, makeSandbox, REPO, snapshot } from './sandbox.js';
/** What volley writes into a partial folder it makes (a hand-made one must carry it to be volley's). */
const PARTIAL_MARKER = '.volley-partial';
const PARTIAL_MARKER_TEXT = 'Partial results of an interrupted volley command; volley may delete this folder.\n';

const intro = readFileSync(join(REPO, 'scenarios/intro/default.yaml'), 'utf8');
const poule = readFileSync(join(REPO, 'scenarios/intro/poule.yaml'), 'utf8');
const sdsList = readFileSync(join(REPO, 'scenarios/sds/lists/france-line.yaml'), 'utf8');
const sds = readFileSync(join(REPO, 'scenarios/sds/default.yaml'), 'utf8');

const files: Record<string, string> = {
  'p/ruleset-constructor.yaml': intro.replace('ruleset: intro', 'ruleset: constructor'),
  'p/ruleset-proto.yaml': intro.replace('ruleset: intro', 'ruleset: __proto__'),
  'p/ruleset-tostring.yaml': intro.replace('ruleset: intro', 'ruleset: toString'),
  'p/policies.yaml': intro.replace(/^policies: .*$/m, 'policies: [constructor, toString]'),
  'p/list-proto.yaml': poule.replace('- name: Levy', '- name: __proto__'),
  'p/list-list.yaml': poule.replace('- name: Levy', '- name: list'),
  'p/list-policy.yaml': poule.replace('- name: Levy', '- name: policy'),
  'scenarios/sds/lists/nation-constructor.yaml': sdsList.replace('nation: France', 'nation: constructor'),
  'scenarios/sds/nation-constructor.yaml': sds.replace('lists/france-line.yaml', 'lists/nation-constructor.yaml'),
  'p/patch-proto.yaml': 'patches:\n  - {path: [__proto__, polluted], value: 3}\n',
  'scenarios/sds/via-link.yaml': sds.replace('lists/france-line.yaml', 'lists/link.yaml'),
  'scenarios/sds/via-passwd.yaml': sds.replace('lists/france-line.yaml', 'lists/passwd.yaml'),
  'scenarios/sds/via-folder-link.yaml': sds.replace('lists/france-line.yaml', '../../linked/france-line.yaml'),
  'scenarios/sds/beside-out.yaml': sds.replace('lists/france-line.yaml', '../../../outside/lists/france-line.yaml'),
  'p/poule-drifted.yaml': poule.replace('seed: 1', 'seed: 2'),
  'reports/.mine.partial/notes.txt': 'my own notes\n',
  'reports/o2.tmp-999-abcdef12/thesis.tex': 'years of work\n',
  'reports/o3.tmp-999-abcdef12': 'a file of mine\n',
  'p/bad-patch.yaml': 'patches:\n  - {path: sides.0.units.9.cmb, value: 5}\n',
  'p/patch-constructor.yaml': 'patches:\n  - {path: [constructor, prototype, polluted], value: 3}\n',
};

type Before = number | 'report' | 'hang';

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
  /** Makes the damaged input (before the sandbox is snapshotted). */
  prepare?: () => void;
}

const c = (item: number, name: string, before: Before, after: number, args: string[], names?: RegExp, then?: Case['then']): Case => ({
  item,
  name,
  before,
  after,
  args,
  names,
  then,
});
const POULE = ['scenarios/intro/poule.yaml', '-n', '400', '-w', '0', '-q'];

/** A fresh copy of the two shard parts under `name/`, to damage. */
function parts(name: string): [string, string] {
  const dirs: [string, string] = [join(name, 's1'), join(name, 's2')];
  for (const [i, d] of dirs.entries()) cpSync(join('parts', `s${i + 1}`), d, { recursive: true });
  return dirs;
}

/** The batch record file of a part (one batch: one .jsonl). */
function recordFile(part: string): string {
  const f = readdirSync(join(part, 'records')).find((n) => n.endsWith('.jsonl'));
  if (!f) throw new Error(`no records in ${part}`);
  return join(part, 'records', f);
}

function chunkSize(part: string, size: number): void {
  const f = recordFile(part);
  writeFileSync(f, readFileSync(f, 'utf8').replace(/^\{"chunkSize":\d+\}/, `{"chunkSize":${size}}`));
}

type Rec = { chunk: number; start: number; end: number; result: Record<string, unknown>; sum: string };

/**
 * Edits record `n` (1 = the first after the header) of a part; with `forge`, the checksum is
 * recomputed as volley computes it (batch key, header, record), so only the counts can tell.
 */
function editRecord(part: string, n: number, edit: (r: Rec) => void, forge: boolean): void {
  const file = recordFile(part);
  const lines = readFileSync(file, 'utf8').split('\n');
  const rec = JSON.parse(lines[n]) as Rec;
  edit(rec);
  if (forge) {
    const key = file.slice(file.lastIndexOf('/') + 1, -'.jsonl'.length);
    const body = JSON.stringify({ chunk: rec.chunk, start: rec.start, end: rec.end, result: rec.result });
    rec.sum = createHash('sha256').update(`${key}\n${lines[0]}\n${body}`).digest('hex').slice(0, 32);
  }
  lines[n] = JSON.stringify(rec);
  writeFileSync(file, lines.join('\n'));
}

/** Rewrites the command line both parts recorded in shard.json (as an edited CI artefact would). */
const argvOf = (edit: (argv: string[]) => string[]) => (p: [string, string]) => {
  for (const d of p) {
    const f = join(d, 'shard.json');
    const doc = JSON.parse(readFileSync(f, 'utf8')) as { argv: string[] };
    doc.argv = edit(doc.argv);
    writeFileSync(f, JSON.stringify(doc));
  }
};

/** A merge (or resume) of damaged records that must replay them and write the whole run's report. */
const sameAsWhole = (out: string) => (r: CliResult) => {
  expect(r.stderr).toMatch(/warning: .*played again/);
  expectSameReport(out, 'reports/whole');
};

/** Merges a damaged copy of the parts into reports/<name>. */
function merge(item: number, name: string, before: Before, after: number, damage: (p: [string, string]) => void, names?: RegExp): Case {
  const slug = name.replace(/[^a-z0-9]+/gi, '-');
  return {
    ...c(
      item,
      name,
      before,
      after,
      ['merge', join(slug, 's1'), join(slug, 's2'), '--out', join('reports', slug)],
      names,
      after === 0 ? sameAsWhole(join('reports', slug)) : undefined,
    ),
    prepare: () => damage(parts(slug)),
  };
}

/** Makes `link` (below the sandbox) point at `target`. */
const link = (target: string, at: string) => () => symlinkSync(target, at);

const run = (f: string, ...more: string[]) => ['run', f, '-n', '20', '-w', '0', '-q', ...more];
const matrix = (f: string, ...more: string[]) => ['matrix', f, '-n', '10', '-w', '0', '-q', ...more];

const cases: Case[] = [
  // --- 8: names a user gives are looked up among own entries only
  c(8, 'ruleset: constructor', 3, 2, run('p/ruleset-constructor.yaml'), /ruleset-constructor\.yaml.*unknown ruleset 'constructor'/),
  c(8, 'ruleset: __proto__', 3, 2, run('p/ruleset-proto.yaml'), /ruleset-proto\.yaml.*unknown ruleset '__proto__'/),
  c(8, 'ruleset: toString', 3, 2, run('p/ruleset-tostring.yaml'), /ruleset-tostring\.yaml.*unknown ruleset 'toString'/),
  c(8, '--policy constructor', 3, 2, run('scenarios/intro/default.yaml', '--policy', 'constructor'), /--policy.*unknown policy 'constructor'/),
  c(
    8,
    '--policies toString,valueOf (run)',
    3,
    2,
    run('scenarios/intro/default.yaml', '--policies', 'toString,valueOf'),
    /--policies.*unknown policy 'toString'/,
  ),
  c(
    8,
    '--policies toString,valueOf (matrix)',
    3,
    2,
    matrix('scenarios/intro/poule.yaml', '--policies', 'toString,valueOf'),
    /--policies.*unknown policy 'toString'/,
  ),
  c(8, 'matrix list named __proto__', 3, 2, matrix('p/list-proto.yaml'), /list-proto\.yaml.*lists\.1.*'__proto__'/),
  c(8, 'volley rules constructor', 3, 2, ['rules', 'constructor'], /ruleset.*unknown ruleset 'constructor'/),
  c(8, 'validate policies: [constructor, toString]', 0, 2, ['validate', 'p/policies.yaml'], /policies\.yaml.*policies\.0.*unknown policy 'constructor'/),
  c(8, '--option __proto__=1', 0, 2, run('scenarios/intro/default.yaml', '--option', '__proto__=1'), /--option __proto__.*unknown rule option '__proto__'/),
  c(8, 'nation: constructor', 2, 2, ['validate', 'scenarios/sds/nation-constructor.yaml'], /nation-constructor\.yaml.*nation.*unknown nation 'constructor'/),
  c(
    8,
    'compare patch path [__proto__, polluted]',
    3,
    2,
    ['compare', 'scenarios/intro/suite.yaml', '--variant', 'p/patch-proto.yaml', '--max-games', '20', '-w', '0', '-q'],
    /__proto__/,
  ),
  c(
    8,
    'compare patch path [constructor, prototype, polluted]',
    2,
    2,
    ['compare', 'scenarios/intro/suite.yaml', '--variant', 'p/patch-constructor.yaml', '--max-games', '20', '-w', '0', '-q'],
    /constructor/,
  ),
  // --- 12: list names that are matrix.csv's own columns
  c(12, "matrix list named 'list' (matrix.csv corrupted)", 'report', 2, matrix('p/list-list.yaml'), /list-list\.yaml.*lists\.1.*'list'/),
  c(12, "matrix list named 'policy' (matrix.csv corrupted)", 'report', 2, matrix('p/list-policy.yaml'), /list-policy\.yaml.*lists\.1.*'policy'/),
  c(12, 'plan --sd 1e308 prints "You need ∞ games"', 0, 2, ['plan', '--sd', '1e308'], /--sd.*infinitely many games/),
  c(12, 'plan --delta 1e-200 prints "You need ∞ games"', 0, 2, ['plan', '--sd', '0.5', '--delta', '1e-200'], /--sd.*infinitely many games/),
  c(
    12,
    'tournament --tournaments 1000000000000',
    'hang',
    2,
    ['tournament', 'scenarios/sds/tournaments/example.yaml', '--tournaments', '1000000000000', '-w', '0', '-q'],
    /--tournaments.*at most 10000000/,
  ),
  c(
    12,
    'compare --variant with a bad patch path names the suite',
    2,
    2,
    ['compare', 'scenarios/intro/suite.yaml', '--variant', 'p/bad-patch.yaml', '--max-games', '20', '-w', '0', '-q'],
    /^volley: error: p\/bad-patch\.yaml at 'patches\.0\.path'.*suite\.yaml.*sides\.0\.units\.9/,
  ),
  {
    ...c(12, 'report on a chart spec vega cannot draw', 3, 2, ['report', 'reports/bad-chart'], /bad-chart\/score\.vl\.json.*not a chart volley can draw/),
    prepare: () => writeFileSync('reports/bad-chart/score.vl.json', '{"mark": 5}\n'),
  },
  {
    ...c(12, "report drops a user's link left in the report folder", 0, 2, ['report', 'reports/with-link'], /with-link\/notes\.txt.*symbolic link/),
    prepare: () => symlinkSync('../../p/bad-patch.yaml', 'reports/with-link/notes.txt'),
  },
  // --- 5: resume records and shard parts are checked before use; a damaged record is played again
  merge(5, 'part record edited: games -5', 3, 0, ([a]) => editRecord(a, 1, (r) => (r.result.games = -5), false)),
  merge(5, 'part record forged (checksum recomputed): winsA -3', 3, 0, ([a]) => editRecord(a, 1, (r) => (r.result.winsA = -3), true)),
  merge(5, 'part record forged (checksum recomputed): games 5 of 200', 3, 0, ([a]) => editRecord(a, 2, (r) => (r.result.games = 5), true)),
  merge(5, 'part record forged (checksum recomputed): units shifted', 3, 0, ([a]) => editRecord(a, 1, (r) => ((r.start += 1), (r.end += 1)), true)),
  merge(5, 'part record forged (checksum recomputed): another chunk index', 3, 0, ([a]) => editRecord(a, 1, (r) => (r.chunk = 1), true)),
  merge(5, 'part record not JSON', 2, 0, ([a]) => {
    const f = recordFile(a);
    writeFileSync(f, readFileSync(f, 'utf8').replace(/\n\{"chunk"/, '\n{"chunk"x'));
  }),
  merge(5, "one part's header: chunk size edited", 2, 2, ([a]) => chunkSize(a, 7), /s2.*chunkSize.*differs from the other parts/),
  merge(5, "both parts' headers: chunk size edited", 3, 0, (p) => p.forEach((d) => chunkSize(d, 7))),
  merge(5, 'part without records/', 3, 2, ([a]) => rmSync(join(a, 'records'), { recursive: true }), /records.*missing.*rerun part 1/),
  merge(
    5,
    'part with a stray file in records/',
    0,
    2,
    ([a]) => writeFileSync(join(a, 'records', 'notes.txt'), 'mine\n'),
    /notes\.txt.*not a record volley writes/,
  ),
  merge(5, 'part run.json damaged', 2, 2, ([a]) => writeFileSync(join(a, 'records', 'run.json'), '{"first": 3}\n'), /run\.json.*first.*damaged/),
  {
    ...c(
      5,
      '--resume over a record edited to games -5',
      3,
      0,
      ['matrix', ...POULE, '--out', 'reports/resumed', '--resume'],
      undefined,
      sameAsWhole('reports/resumed'),
    ),
    prepare: () => {
      const [a] = parts('resume-src');
      editRecord(a, 1, (r) => (r.result.games = -5), false);
      cpSync(join(a, 'records'), join('reports', '.resumed.partial'), { recursive: true });
      writeFileSync(join('reports', '.resumed.partial', PARTIAL_MARKER), PARTIAL_MARKER_TEXT);
    },
  },
  // --- 6: the read boundary is checked on real paths; --out opens nothing; no writing through links
  {
    ...c(
      6,
      'include through a link below the working folder to a list outside',
      0,
      2,
      ['validate', 'scenarios/sds/via-link.yaml'],
      /via-link\.yaml.*refusing to read .*link\.yaml.*outside/,
    ),
    prepare: link('../../../../outside/lists/france-line.yaml', 'scenarios/sds/lists/link.yaml'),
  },
  {
    ...c(
      6,
      'include through a link to /etc/passwd',
      2,
      2,
      ['validate', 'scenarios/sds/via-passwd.yaml'],
      /via-passwd\.yaml.*refusing to read .*passwd\.yaml.*outside/,
    ),
    prepare: link('/etc/passwd', 'scenarios/sds/lists/passwd.yaml'),
  },
  {
    ...c(
      6,
      'include through a linked folder',
      0,
      2,
      ['validate', 'scenarios/sds/via-folder-link.yaml'],
      /via-folder-link\.yaml.*refusing to read .*linked\/france-line\.yaml.*outside/,
    ),
    prepare: link('../outside/lists', 'linked'),
  },
  c(
    6,
    '--out <outside>/report opens its folder to includes',
    0,
    2,
    ['run', 'scenarios/sds/beside-out.yaml', '-n', '2', '-w', '0', '-q', '--out', '../outside/report'],
    /beside-out\.yaml.*refusing to read .*outside\/lists\/france-line\.yaml/,
  ),
  {
    ...c(
      6,
      '--resume through a linked .o.partial writes outside',
      0,
      2,
      ['run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--out', 'reports/linked', '--resume'],
      /\.linked\.partial.*symbolic link/,
    ),
    prepare: () => (mkdirSync('../outside/partial'), link('../../outside/partial', 'reports/.linked.partial')()),
  },
  {
    ...c(
      6,
      '--resume through a linked record file appends outside',
      0,
      2,
      ['matrix', ...POULE, '--out', 'reports/linked-record', '--resume'],
      /\.jsonl.*symbolic link/,
    ),
    prepare: () => {
      const dir = join('reports', '.linked-record.partial');
      cpSync(join('parts', 's1', 'records'), dir, { recursive: true });
      writeFileSync(join(dir, PARTIAL_MARKER), PARTIAL_MARKER_TEXT);
      const f = recordFile(join('parts', 's1'));
      const name = f.slice(f.lastIndexOf('/') + 1);
      cpSync(f, join('..', 'outside', name));
      rmSync(join(dir, name));
      symlinkSync(join('..', '..', '..', 'outside', name), join(dir, name));
    },
  },
  // --- 7: merge replays a part's command only when it can verify it, and never a queue or a read permission
  merge(
    7,
    'part argv with --queue (contacts that Redis)',
    2,
    2,
    argvOf((a) => [...a, '--queue', 'redis://127.0.0.1:9/0']),
    /shard\.json.*argv.*--queue/,
  ),
  merge(
    7,
    'part argv with --allow-path / and an outside scenario',
    0,
    2,
    argvOf((a) => ['matrix', '../outside/poule.yaml', ...a.slice(2), '--allow-path', '/']),
    /shard\.json.*argv.*--allow-path/,
  ),
  merge(
    7,
    'part argv with --allow-path=/',
    0,
    2,
    argvOf((a) => ['matrix', '../outside/poule.yaml', ...a.slice(2), '--allow-path=/']),
    /shard\.json.*argv.*--allow-path/,
  ),
  merge(
    7,
    'part argv reads /etc/passwd',
    2,
    2,
    argvOf((a) => ['matrix', '/etc/passwd', ...a.slice(2)]),
    /refusing to read \/etc\/passwd/,
  ),
  merge(
    7,
    'part argv reads an outside scenario',
    0,
    2,
    argvOf((a) => ['matrix', '../outside/poule.yaml', ...a.slice(2)]),
    /refusing to read \.\.\/outside\/poule\.yaml/,
  ),
  merge(
    7,
    "part argv names another command ('run')",
    2,
    2,
    argvOf((a) => ['run', ...a.slice(1)]),
    /shard\.json.*argv.*'run'/,
  ),
  merge(
    7,
    'part argv with -w0 (a flag a part never records)',
    0,
    2,
    argvOf((a) => [...a, '-w0']),
    /shard\.json.*argv.*-w0/,
  ),
  // --- 9: volley deletes only what it made, and a refused command leaves nothing behind
  merge(
    9,
    'merge with a drifted scenario leaves .<out>.partial',
    2,
    2,
    argvOf((a) => ['matrix', 'p/poule-drifted.yaml', ...a.slice(2)]),
    /--resume.*different run/,
  ),
  c(
    9,
    "a user's folder named .<out>.partial (deleted)",
    0,
    2,
    run('scenarios/intro/default.yaml', '--out', 'reports/mine'),
    /\.mine\.partial.*volley did not write/,
  ),
  c(9, "a user's folder named <out>.tmp-999-abcdef12 (deleted)", 0, 0, run('scenarios/intro/default.yaml', '--out', 'reports/o2'), undefined, () =>
    expect(readFileSync('reports/o2.tmp-999-abcdef12/thesis.tex', 'utf8')).toBe('years of work\n'),
  ),
  c(9, "a user's file named <out>.tmp-999-abcdef12 (deleted)", 0, 0, run('scenarios/intro/default.yaml', '--out', 'reports/o3'), undefined, () =>
    expect(readFileSync('reports/o3.tmp-999-abcdef12', 'utf8')).toBe('a file of mine\n'),
  ),
];

let box: string;
const cwd = process.cwd();

beforeAll(async () => {
  box = makeSandbox(files);
  process.chdir(box);
  const ok = async (...args: string[]) => {
    const r = await volley(...args);
    if (r.code !== 0) throw new Error(`fixture failed: ${args.join(' ')}: ${r.stderr}`);
  };
  mkdirSync('parts');
  // a list and a folder outside the working folder, for the read-boundary cases
  mkdirSync(join('..', 'outside', 'lists'), { recursive: true });
  mkdirSync(join('..', 'outside', 'profiles'));
  writeFileSync(join('..', 'outside', 'lists', 'france-line.yaml'), sdsList);
  writeFileSync(join('..', 'outside', 'poule.yaml'), poule);
  writeFileSync(join('..', 'outside', 'profiles', 'france.yaml'), readFileSync(join(REPO, 'scenarios/sds/profiles/france.yaml')));
  await ok('matrix', ...POULE, '--out', 'reports/whole');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--out', 'reports/bad-chart');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--out', 'reports/with-link');
  await ok('matrix', ...POULE, '--shard', '1/2', '--out', 'parts/s1');
  await ok('matrix', ...POULE, '--shard', '2/2', '--out', 'parts/s2');
});

afterAll(() => {
  process.chdir(cwd);
});

describe('issue 26: the new surfaces (exit code before → after, per case)', () => {
  it.each(cases.map((k) => [`${k.item}: ${k.name} (${k.before} → ${k.after})`, k] as const))('%s', async (_n, k) => {
    k.prepare?.();
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
