// Bad input over every command: each case must exit 2 with exactly one line on stderr naming the
// file or flag and the fix, print no stack trace, touch nothing (the sandbox is snapshotted
// before and after) and finish within a time bound. Cases run in-process (fast); signals and
// broken pipes need a real process and are in signals.test.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { volley } from '../helpers/cli.js';
import { MARKER_FILE, MARKER_TEXT } from '../../src/report/outdir.js';
import { MAX_INPUT_BYTES } from '../../src/scenario/yaml.js';
import { changes, makeSandbox, REPO, snapshot } from './sandbox.js';

/** Generous on a loaded 2-core machine; a hang or an expansion of 10^8 items takes far longer. */
const CASE_SECONDS = 20;

const intro = readFileSync(join(REPO, 'scenarios/intro/default.yaml'), 'utf8');
const sds = readFileSync(join(REPO, 'scenarios/sds/default.yaml'), 'utf8');
const sweep = readFileSync(join(REPO, 'scenarios/intro/sweep-count.yaml'), 'utf8');
const tournament = readFileSync(join(REPO, 'scenarios/sds/tournaments/example.yaml'), 'utf8');
const sdsList = readFileSync(join(REPO, 'scenarios/sds/lists/france-line.yaml'), 'utf8');
const introPoule = readFileSync(join(REPO, 'scenarios/intro/poule.yaml'), 'utf8');
const introSuite = readFileSync(join(REPO, 'scenarios/intro/suite.yaml'), 'utf8');
const france = readFileSync(join(REPO, 'scenarios/sds/profiles/france.yaml'), 'utf8');

const introWith = (extra: string) => intro.replace('budget: 120\n', `budget: 120\n${extra}\n`);
const sdsSides = (a: string, b = '{list: lists/britain-line.yaml}') => sds.replace(/sides:[\s\S]*$/, `sides:\n  - ${a}\n  - ${b}\n`);
const aliasBomb = [
  'ruleset: intro',
  'a: &a [x, x, x, x, x, x, x, x, x]',
  ...'bcdefghij'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghij'[i]}`).join(', ')}]`),
  '',
].join('\n');
const deep = `ruleset: intro\nname: deep\nx: ${'['.repeat(200)}${']'.repeat(200)}\n`;
const manyKeys = `ruleset: intro\n${Array.from({ length: 120000 }, (_, i) => `k${i}: ${i}`).join('\n')}\n`;

/** Files every case may use, relative to the sandbox (the working folder). */
const files: Record<string, string> = {
  'bad/syntax.yaml': 'ruleset: intro\nname: x\nsides: [\n  - a: 1\n',
  'bad/tab.yaml': 'ruleset: intro\n\tname: x\n',
  'bad/empty.yaml': '',
  'bad/list-doc.yaml': '- ruleset\n- intro\n',
  'bad/scalar.yaml': 'just words\n',
  'bad/first-key.yaml': 'name: x\nruleset: intro\n',
  'bad/chess.yaml': 'ruleset: chess\n',
  'bad/alg.yaml': 'ruleset: alg\n',
  'bad/dup-key.yaml': intro.replace('seed: 1\n', 'seed: 1\nseed: 2\n'),
  'bad/alias-bomb.yaml': aliasBomb,
  'bad/deep.yaml': deep,
  'bad/name-dotdot.yaml': intro.replace('name: intro-veterans-vs-levy', 'name: ".."'),
  'bad/name-dot.yaml': intro.replace('name: intro-veterans-vs-levy', 'name: "."'),
  'bad/name-slash.yaml': intro.replace('name: intro-veterans-vs-levy', 'name: "../../x"'),
  'bad/name-long.yaml': intro.replace('name: intro-veterans-vs-levy', `name: ${'a'.repeat(300)}`),
  'bad/name-hidden.yaml': intro.replace('name: intro-veterans-vs-levy', 'name: .hidden'),
  'bad/games-zero.yaml': intro.replace('games: 10000', 'games: 0'),
  'bad/games-neg.yaml': intro.replace('games: 10000', 'games: -5'),
  'bad/games-text.yaml': intro.replace('games: 10000', 'games: many'),
  'bad/games-float.yaml': intro.replace('games: 10000', 'games: 2.5'),
  'bad/seed-list.yaml': intro.replace('seed: 1\n', 'seed: [1]\n'),
  'bad/seed-float.yaml': intro.replace('seed: 1\n', 'seed: 1.5\n'),
  'bad/policy.yaml': intro.replace(/^policies: .*$/m, 'policies: [greedy, psychic]'),
  'bad/policies-three.yaml': intro.replace(/^policies: .*$/m, 'policies: [greedy, greedy, greedy]'),
  'bad/pairs-text.yaml': introWith('pairs: sometimes'),
  'bad/options-list.yaml': intro.replace('options:\n  applyTodoRules: true\n  maxTurns: 10\n', 'options: [1, 2]\n'),
  'bad/option-unknown.yaml': intro.replace('  maxTurns: 10\n', '  maxTurns: 10\n  maxTurnz: 3\n'),
  'bad/option-range.yaml': intro.replace('  maxTurns: 10\n', '  maxTurns: -3\n'),
  'bad/intro-typo.yaml': introWith('gmaes: 50'),
  'bad/intro-unit-typo.yaml': intro.replace('{ name: Elite, cmb: 5, abi: 5, count: 8 }', '{ name: Elite, cmb: 5, abi: 5, cuont: 8 }'),
  'bad/intro-count-huge.yaml': intro.replace('count: 8 }', 'count: 200000000 }'),
  'bad/intro-count-zero.yaml': intro.replace('count: 8 }', 'count: 0 }'),
  'bad/intro-cmb.yaml': intro.replace('cmb: 5, abi: 5', 'cmb: 9, abi: 5'),
  'bad/intro-budget.yaml': intro.replace('budget: 120', 'budget: 20'),
  'bad/intro-one-side.yaml': intro.replace(/ {2}- name: Levy[\s\S]*$/, ''),
  'bad/intro-no-units.yaml': intro.replace(/ {2}- name: Levy[\s\S]*$/, '  - name: Levy\n    units: []\n'),
  'bad/intro-side-typo.yaml': intro.replace('  - name: Levy\n', '  - name: Levy\n    budjet: 120\n'),
  'bad/sds-typo.yaml': sds.replace('games: 100000', 'gmaes: 50'),
  'bad/sds-terrain.yaml': `${sds}terrain: lots\n`,
  'bad/sds-one-side.yaml': sds.replace('  - list: lists/britain-line.yaml\n', ''),
  'bad/sds-missing-list.yaml': sdsSides('{list: lists/nowhere.yaml}'),
  'bad/sds-list-typo.yaml': sdsSides('{list: lists/france-line.yaml, count: 2}'),
  'bad/sds-abs-include.yaml': sdsSides('{list: /etc/passwd}'),
  'bad/sds-climb.yaml': sdsSides('{list: ../../../../../../etc/hostname}'),
  'bad/sds-fifo.yaml': sdsSides('{list: ../fifo.yaml}'),
  'bad/sds-zero.yaml': sdsSides('{list: ../zero.yaml}'),
  'bad/sds-folder.yaml': sdsSides('{list: ../scenarios}'),
  'bad/sds-big.yaml': sdsSides('{list: ../big.yaml}'),
  'scenarios/sds/outside.yaml': sdsSides('{list: ../../../shared/lists/france-line.yaml}'),
  'scenarios/sds/lists/cuont.yaml': sdsList.replace('{profile: drummer, count: 1}', '{profile: drummer, cuont: 1}'),
  'bad/sds-cuont.yaml': sdsSides('{list: ../scenarios/sds/lists/cuont.yaml}'),
  'scenarios/sds/lists/nation.yaml': sdsList.replace('nation: France', 'nation: Atlantis'),
  'bad/sds-nation.yaml': sdsSides('{list: ../scenarios/sds/lists/nation.yaml}'),
  'scenarios/sds/lists/count-big.yaml': sdsList.replace('count: 11}', 'count: 5000}'),
  'bad/sds-count.yaml': sdsSides('{list: ../scenarios/sds/lists/count-big.yaml}'),
  'scenarios/sds/lists/list-typo.yaml': `${sdsList}modles: []\n`,
  'bad/sds-list-key.yaml': sdsSides('{list: ../scenarios/sds/lists/list-typo.yaml}'),
  'scenarios/sds/bad-inline-typo.yaml': sdsSides('{name: X, nation: France, poule: French, models: [{profile: officer, cuont: 1}]}'),
  'scenarios/sds/bad-profile.yaml': sdsSides('{name: X, nation: France, poule: French, models: [{profile: wizard}]}'),
  'bad/sweep-huge.yaml': sweep.replace('from: 3\n  to: 7', 'from: 1\n  to: 300000000'),
  'bad/sweep-down.yaml': sweep.replace('from: 3\n  to: 7', 'from: 7\n  to: 3'),
  'bad/sweep-step.yaml': sweep.replace('to: 7', 'to: 7\n  step: 0'),
  'bad/sweep-path.yaml': sweep.replace('path: sides.0.units.0.count', 'path: sides.0.units.9.count'),
  'bad/sweep-vary-typo.yaml': sweep.replace('  label:', '  lable:'),
  'bad/sweep-no-vary.yaml': sweep.replace(/vary:[\s\S]*$/, ''),
  'bad/sweep-name.yaml': sweep.replace('name: intro-sweep-line-count', 'name: ".."'),
  'scenarios/sds/tournaments/tour-players.yaml': tournament.replace(/players:[\s\S]*$/, 'players: []\n'),
  'scenarios/sds/tournaments/tour-typo.yaml': tournament.replace('avoidRematches: true', 'avoidRematchez: true'),
  'scenarios/sds/tournaments/tour-rounds.yaml': tournament.replace('rounds: 4', 'rounds: -1'),
  'bad/poule-one.yaml': introPoule.replace(/ {2}- name: Levy[\s\S]*$/, ''),
  'bad/poule-weights.yaml': `${introPoule}weights: {Nobody: 2}\n`,
  'bad/poule-name.yaml': introPoule.replace('name: intro-poule', 'name: "../.."'),
  'bad/poule-sides.yaml': `${introPoule}sides: []\n`,
  'bad/suite-empty.yaml': introSuite.replace(/matchups:[\s\S]*$/, 'matchups: []\n'),
  'bad/suite-name.yaml': introSuite.replace('name: intro-suite', 'name: ".."'),
  'bad/rules-unused.yaml': 'patches:\n  - {file: lists/never-read.yaml, path: [models, 0, count], value: 3}\n',
  'bad/rules-key.yaml': 'optoins: {maxTurns: 3}\n',
  'bad/rules-option.yaml': 'options: {maxTurnz: 3}\n',
  'bad/rules-patch-path.yaml': 'patches:\n  - {value: 3}\n',
  'bad/rules-patch-typo.yaml': 'patches:\n  - {path: sides.0.budget, valeu: 3}\n',
  'alt/lists/france-line.yaml': sdsList,
  'alt/lists/britain-line.yaml': readFileSync(join(REPO, 'scenarios/sds/lists/britain-line.yaml'), 'utf8'),
  'alt/profiles/france.yaml': france.replace('points: 26', 'pionts: 26'),
  'alt/scenario.yaml': sds,
  'alt2/lists/france-line.yaml': sdsList,
  'alt2/lists/britain-line.yaml': readFileSync(join(REPO, 'scenarios/sds/lists/britain-line.yaml'), 'utf8'),
  'alt2/profiles/france.yaml': france.replace(/^profiles:/m, 'profils: []\nprofiles:'),
  'alt2/scenario.yaml': sds,
  'runs/not-a-run/summary.json': '{"hello": 1}\n',
  'runs/broken/summary.json': '{"manifest": ',
  'mine/thesis.tex': 'years of work\n',
  'reports/locked-placeholder.txt': 'keeps reports/ present\n',
  'outfile.txt': 'a file, not a folder\n',
  'nested/reports': 'a file where volley would put reports/\n',
  'report-bad/report.json': '{"title": 1}\n',
};

interface Case {
  name: string;
  args: string[];
  /** Working folder, relative to the sandbox (default: the sandbox). */
  cwd?: string;
  /** Must appear in the one stderr line: the file or flag at fault. */
  names: RegExp;
}

const c = (name: string, args: string[], names: RegExp): Case => ({ name, args, names });
const run = (f: string, ...more: string[]) => ['run', f, '-n', '20', '-w', '0', '-q', ...more];

const cases: Case[] = [
  // --- YAML and file shape (run and validate)
  c('YAML syntax error', run('bad/syntax.yaml'), /syntax\.yaml:\d+.*invalid YAML/),
  c('tab indentation', ['validate', 'bad/tab.yaml'], /tab\.yaml/),
  c('empty file', ['validate', 'bad/empty.yaml'], /empty\.yaml/),
  c('a list, not a mapping', ['validate', 'bad/list-doc.yaml'], /list-doc\.yaml/),
  c('a scalar, not a mapping', run('bad/scalar.yaml'), /scalar\.yaml/),
  c('ruleset not first', ['validate', 'bad/first-key.yaml'], /first-key\.yaml:1.*ruleset/),
  c('unknown ruleset', run('bad/chess.yaml'), /chess\.yaml.*unknown ruleset/),
  c('alg scenario without sides', ['validate', 'bad/alg.yaml'], /alg\.yaml.*sides/),
  c('duplicate key', run('bad/dup-key.yaml'), /dup-key\.yaml:\d+.*seed/),
  c('YAML alias bomb', run('bad/alias-bomb.yaml'), /alias-bomb\.yaml.*alias/),
  c('YAML alias bomb (validate)', ['validate', 'bad/alias-bomb.yaml'], /alias-bomb\.yaml.*alias/),
  c('nesting 200 deep', run('bad/deep.yaml'), /deep\.yaml.*nested/),
  c('not UTF-8 / binary', ['validate', 'bad/binary.yaml'], /binary\.yaml.*UTF-8/),
  c('missing file', run('bad/nowhere.yaml'), /nowhere\.yaml.*not found/),
  c('a folder as scenario', run('scenarios'), /scenarios.*folder/),
  c('FIFO as scenario', run('fifo.yaml'), /fifo\.yaml.*not a regular file/),
  c('/dev/zero as scenario', ['validate', '/dev/zero'], /\/dev\/zero.*not a regular file/),
  c('symlink to /dev/zero', ['validate', 'zero.yaml'], /zero\.yaml.*not a regular file/),
  c('file over the size cap', ['validate', 'big.yaml'], /big\.yaml.*limit/),
  c('120000 keys (over the cap)', ['validate', 'many-keys.yaml'], /many-keys\.yaml.*limit/),
  // --- names that become folders
  c("name '..' (data loss via default output)", run('bad/name-dotdot.yaml'), /name-dotdot\.yaml.*name/),
  c("name '.'", run('bad/name-dot.yaml'), /name-dot\.yaml.*name/),
  c('name with separators', run('bad/name-slash.yaml'), /name-slash\.yaml.*name/),
  c('300-letter name', run('bad/name-long.yaml'), /name-long\.yaml.*name/),
  c('hidden name', run('bad/name-hidden.yaml'), /name-hidden\.yaml.*name/),
  c("name '..' (replay)", ['replay', 'bad/name-dotdot.yaml', '--game', '0', '-q'], /name-dotdot\.yaml.*name/),
  c("sweep name '..'", ['sweep', 'bad/sweep-name.yaml', '-n', '10', '-w', '0', '-q'], /sweep-name\.yaml.*name/),
  c("poule name '../..'", ['matrix', 'bad/poule-name.yaml', '-n', '10', '-w', '0', '-q'], /poule-name\.yaml.*name/),
  c("suite name '..'", ['compare', 'bad/suite-name.yaml', '--max-games', '10', '-w', '0', '-q'], /suite-name\.yaml.*name/),
  // --- generic scenario keys
  c('games 0', run('bad/games-zero.yaml'), /games-zero\.yaml:\d+.*games/),
  c('games negative', run('bad/games-neg.yaml'), /games-neg\.yaml.*games/),
  c('games text', run('bad/games-text.yaml'), /games-text\.yaml.*games/),
  c('games fractional', run('bad/games-float.yaml'), /games-float\.yaml.*games/),
  c('seed a list', run('bad/seed-list.yaml'), /seed-list\.yaml.*seed/),
  c('seed fractional', run('bad/seed-float.yaml'), /seed-float\.yaml.*seed/),
  c('unknown policy', run('bad/policy.yaml'), /policy\.yaml.*psychic/),
  c('three policies', run('bad/policies-three.yaml'), /policies-three\.yaml.*policies/),
  c('pairs not boolean', run('bad/pairs-text.yaml'), /pairs-text\.yaml.*pairs/),
  c('options a list', run('bad/options-list.yaml'), /options-list\.yaml.*options/),
  c('unknown option', run('bad/option-unknown.yaml'), /option-unknown\.yaml.*maxTurnz/),
  c('option out of range', run('bad/option-range.yaml'), /option-range\.yaml.*maxTurns/),
  // --- intro data
  c('intro top-level typo', run('bad/intro-typo.yaml'), /intro-typo\.yaml.*gmaes.*did you mean 'games'/),
  c('intro unit typo cuont', run('bad/intro-unit-typo.yaml'), /intro-unit-typo\.yaml.*cuont.*did you mean 'count'/),
  c('intro count 200000000', run('bad/intro-count-huge.yaml'), /intro-count-huge\.yaml.*count/),
  c('intro count 0', run('bad/intro-count-zero.yaml'), /intro-count-zero\.yaml.*count/),
  c('intro CMB out of range', run('bad/intro-cmb.yaml'), /intro-cmb\.yaml.*cmb/),
  c('intro over budget', run('bad/intro-budget.yaml'), /intro-budget\.yaml.*budget/i),
  c('intro over budget (shipped bad file)', ['validate', 'scenarios/intro/bad/over-budget.yaml'], /over-budget\.yaml/),
  c('intro one side', run('bad/intro-one-side.yaml'), /intro-one-side\.yaml.*sides/),
  c('intro side without units', run('bad/intro-no-units.yaml'), /intro-no-units\.yaml.*units/),
  c('intro side key typo', run('bad/intro-side-typo.yaml'), /intro-side-typo\.yaml.*budjet.*did you mean 'budget'/),
  // --- sds data
  c('sds top-level typo gmaes', run('bad/sds-typo.yaml'), /sds-typo\.yaml.*gmaes.*did you mean 'games'/),
  c('sds unknown terrain key', run('bad/sds-terrain.yaml'), /sds-terrain\.yaml.*terrain/),
  c('sds one side', run('bad/sds-one-side.yaml'), /sds-one-side\.yaml.*sides/),
  c('sds missing list file', run('bad/sds-missing-list.yaml'), /nowhere\.yaml.*not found/),
  c('sds key next to list:', run('bad/sds-list-typo.yaml'), /sds-list-typo\.yaml.*count/),
  c('sds absolute include', run('bad/sds-abs-include.yaml'), /sds-abs-include\.yaml.*absolute/),
  c('sds include climbing out', run('bad/sds-climb.yaml'), /sds-climb\.yaml.*outside the working folder.*--allow-path/),
  c('sds include outside, no --allow-path', run('scenarios/sds/outside.yaml'), /outside\.yaml.*shared\/lists\/france-line\.yaml.*--allow-path/),
  c('sds include is a FIFO', run('bad/sds-fifo.yaml'), /fifo\.yaml.*not a regular file/),
  // zero.yaml is a link below the working folder to /dev/zero: outside it (issue 26 item 6)
  c('sds include is /dev/zero', run('bad/sds-zero.yaml'), /zero\.yaml.*outside the working folder/),
  c('sds include is a folder', run('bad/sds-folder.yaml'), /scenarios.*folder/),
  c('sds include over the size cap', run('bad/sds-big.yaml'), /big\.yaml.*limit/),
  c('sds model row cuont', run('bad/sds-cuont.yaml'), /cuont\.yaml.*cuont.*did you mean 'count'/),
  c('sds unknown nation', run('bad/sds-nation.yaml'), /nation\.yaml.*Atlantis/),
  c('sds count 5000', run('bad/sds-count.yaml'), /count-big\.yaml.*count/),
  c('sds list key typo', run('bad/sds-list-key.yaml'), /list-typo\.yaml.*modles.*did you mean 'models'/),
  c('sds inline model typo', run('scenarios/sds/bad-inline-typo.yaml'), /bad-inline-typo\.yaml.*cuont/),
  c('sds unknown profile', run('scenarios/sds/bad-profile.yaml'), /bad-profile\.yaml.*wizard/),
  c('sds catalogue row typo', run('alt/scenario.yaml'), /alt\/profiles\/france\.yaml.*pionts.*did you mean 'points'/),
  c('sds catalogue key typo', run('alt2/scenario.yaml'), /alt2\/profiles\/france\.yaml.*profils.*did you mean 'profiles'/),
  c('sds shipped bad: bad count', ['validate', 'scenarios/sds/bad/bad-count.yaml'], /bad-count\.yaml/),
  c('sds shipped bad: no leader', ['validate', 'scenarios/sds/bad/no-leader.yaml'], /no-leader\.yaml/),
  c('sds shipped bad: too few points', ['validate', 'scenarios/sds/bad/too-few-points.yaml'], /too-few-points\.yaml/),
  c('sds shipped bad: too many points', ['validate', 'scenarios/sds/bad/too-many-points.yaml'], /too-many-points\.yaml/),
  c('sds shipped bad: unknown nation', ['validate', 'scenarios/sds/bad/unknown-nation.yaml'], /unknown-nation\.yaml/),
  c('sds shipped bad: unknown profile', ['validate', 'scenarios/sds/bad/unknown-profile.yaml'], /unknown-profile\.yaml/),
  c('sds shipped bad: wrong poule', ['validate', 'scenarios/sds/bad/wrong-poule.yaml'], /wrong-poule\.yaml/),
  // --- run flags
  c('--games 0', run('scenarios/intro/default.yaml', '--games', '0'), /--games/),
  c('--games -1', ['run', 'scenarios/intro/default.yaml', '--games', '-1'], /--games|unknown option '-1'/),
  c('--games text', run('scenarios/intro/default.yaml', '--games', 'lots'), /--games/),
  c('--games 1e3', run('scenarios/intro/default.yaml', '--games', '1e3'), /--games/),
  c('--games beyond 2^53', run('scenarios/intro/default.yaml', '--games', '99999999999999999999'), /--games/),
  c('--seed fractional', run('scenarios/intro/default.yaml', '--seed', '1.5'), /--seed/),
  c('--seed huge', run('scenarios/intro/default.yaml', '--seed', '123456789012345678901'), /--seed/),
  c('--workers 100', run('scenarios/intro/default.yaml', '--workers', '100'), /--workers.*at most/),
  c('--workers -1', ['run', 'scenarios/intro/default.yaml', '--workers', '-1'], /--workers|unknown option '-1'/),
  c('--workers text', run('scenarios/intro/default.yaml', '--workers', 'all'), /--workers/),
  c('--chunk 0', run('scenarios/intro/default.yaml', '--chunk', '0'), /--chunk/),
  c('--policy unknown', run('scenarios/intro/default.yaml', '--policy', 'psychic'), /--policy.*psychic/),
  c('--policy three', run('scenarios/intro/default.yaml', '--policy', 'a,b,c'), /--policy/),
  c('--policies unknown', run('scenarios/intro/default.yaml', '--policies', 'greedy,psychic'), /--policies.*psychic/),
  c('--option without =', run('scenarios/intro/default.yaml', '--option', 'maxTurns'), /--option/),
  c('--option unknown', run('scenarios/intro/default.yaml', '--option', 'maxTurnz=3'), /maxTurnz/),
  c('--option bad value', run('scenarios/intro/default.yaml', '--option', 'maxTurns=many'), /maxTurns/),
  c('--first-game odd with pairs', run('scenarios/intro/default.yaml', '--first-game', '3'), /--first-game/),
  c('unknown flag', run('scenarios/intro/default.yaml', '--gmaes', '3'), /--gmaes/),
  c('unknown command', ['rnu', 'scenarios/intro/default.yaml'], /rnu/),
  c('missing scenario argument', ['run'], /scenario/),
  c('--allow-path without a folder', ['validate', 'scenarios/intro/default.yaml', '--allow-path'], /--allow-path/),
  // --- output folders (data loss)
  c('--out .', run('scenarios/intro/default.yaml', '--out', '.'), /--out.*'\.'.*working folder/),
  c('--out empty', run('scenarios/intro/default.yaml', '--out', ''), /--out.*empty/),
  c('--out ..', run('scenarios/intro/default.yaml', '--out', '..'), /--out.*working folder/),
  c('--out ../..', run('scenarios/intro/default.yaml', '--out', '../..'), /--out.*working folder/),
  c('--out /', run('scenarios/intro/default.yaml', '--out', '/'), /--out.*root/),
  c('--out ./ (trailing slash)', run('scenarios/intro/default.yaml', '--out', './'), /--out.*working folder/),
  c('--out scenarios/intro (holds inputs)', run('scenarios/intro/default.yaml', '--out', 'scenarios/intro'), /--out.*holds the input/),
  c('--out scenarios (holds inputs)', run('scenarios/sds/default.yaml', '--out', 'scenarios'), /--out.*holds the input/),
  c('--out a folder volley did not write', run('scenarios/intro/default.yaml', '--out', 'mine'), /--out.*volley did not write/),
  c('--out a file', run('scenarios/intro/default.yaml', '--out', 'outfile.txt'), /--out.*is a file/),
  c('--out below a file', run('scenarios/intro/default.yaml', '--out', 'outfile.txt/run'), /--out.*below/),
  c('--out unwritable folder', run('scenarios/intro/default.yaml', '--out', 'readonly/run'), /--out.*cannot be written/),
  c('--out 300-letter name', run('scenarios/intro/default.yaml', '--out', `reports/${'a'.repeat(300)}`), /--out.*longer/),
  c('--out in use by another process', run('scenarios/intro/default.yaml', '--out', 'reports/locked'), /--out.*in use by process \d+/),
  {
    ...c('reports is a file (default output path)', ['run', '../scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q'], /--out.*reports.*file/),
    cwd: 'nested',
  },
  c('matrix --out .', ['matrix', 'scenarios/intro/poule.yaml', '-n', '10', '-w', '0', '-q', '--out', '.'], /--out.*working folder/),
  c('compare --out ..', ['compare', 'scenarios/intro/suite.yaml', '--max-games', '10', '-w', '0', '-q', '--out', '..'], /--out.*working folder/),
  c('sweep --out scenarios', ['sweep', 'scenarios/intro/sweep-count.yaml', '-n', '10', '-w', '0', '-q', '--out', 'scenarios'], /--out.*holds the input/),
  c(
    'tournament --out mine',
    ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '1', '-w', '0', '-q', '--out', 'mine'],
    /--out.*volley did not write/,
  ),
  c('replay --out .', ['replay', 'scenarios/intro/default.yaml', '--game', '0', '-q', '--out', '.'], /--out.*working folder/),
  // --- validate / rules / odds / points / plan
  c('validate: no argument', ['validate'], /file/),
  c('rules: unknown ruleset', ['rules', 'chess'], /chess/),
  c('odds: unknown ruleset', ['odds', 'chess'], /chess/),
  c('odds activation: quality 9', ['odds', 'sds', 'activation', '--quality', '9'], /quality/),
  c('odds activation: dice 7', ['odds', 'sds', 'activation', '--quality', '4', '--dice', '7'], /dice/),
  c('odds shot: bad weapon', ['odds', 'sds', 'shot', '--shooter-c', '3', '--target-c', '3', '--weapon', 'laser', '--band', '1'], /weapon|laser/),
  c(
    'odds shot: profiles outside',
    ['odds', 'sds', 'shot', '--shooter', 'France/officer', '--target-c', '3', '--band', '1', '--profiles', '/etc'],
    /etc|profiles/,
  ),
  c('odds melee: no combat', ['odds', 'sds', 'melee'], /attacker/),
  c('odds morale: quality text', ['odds', 'sds', 'morale', '--quality', 'good'], /quality/),
  c('points: unknown nation', ['points', 'Atlantis'], /Atlantis/),
  c('points: unknown profile', ['points', 'France', 'wizard'], /wizard/),
  c('points: profiles folder missing', ['points', 'France', '--profiles', 'nowhere'], /nowhere/),
  c('plan: neither --sd nor --pilot', ['plan'], /--sd|--pilot/),
  c('plan: both --sd and --pilot', ['plan', '--sd', '0.5', '--pilot', 'scenarios/intro/default.yaml'], /--sd|--pilot/),
  c('plan: --delta 2', ['plan', '--delta', '2', '--sd', '0.5'], /--delta/),
  c('plan: --sd -1', ['plan', '--sd', '-1'], /--sd|unknown option/),
  c('plan: --pilot bad file', ['plan', '--pilot', 'bad/alias-bomb.yaml'], /alias-bomb\.yaml/),
  c('plan: --workers 1000', ['plan', '--pilot', 'scenarios/intro/default.yaml', '--workers', '1000'], /--workers/),
  // --- matrix, compare, sweep, tournament
  c('matrix: one list', ['matrix', 'bad/poule-one.yaml', '-n', '10', '-w', '0', '-q'], /poule-one\.yaml.*lists/),
  c('matrix: weight for nobody', ['matrix', 'bad/poule-weights.yaml', '-n', '10', '-w', '0', '-q'], /poule-weights\.yaml.*Nobody/),
  c('matrix: sides in a poule', ['matrix', 'bad/poule-sides.yaml', '-n', '10', '-w', '0', '-q'], /poule-sides\.yaml.*sides/),
  c('matrix: --band backwards', ['matrix', 'scenarios/intro/poule.yaml', '--band', '0.6,0.4'], /--band/),
  c(
    'compare: unused patch file (gate)',
    ['compare', 'scenarios/sds/suites/ci.yaml', '--variant', 'bad/rules-unused.yaml', '--max-games', '10', '-w', '0', '-q'],
    /rules-unused\.yaml.*patches\.0\.file.*never-read\.yaml/,
  ),
  c('compare: rules key typo', ['compare', 'scenarios/intro/suite.yaml', '--variant', 'bad/rules-key.yaml', '-q'], /rules-key\.yaml.*optoins/),
  c(
    'compare: rules unknown option',
    ['compare', 'scenarios/intro/suite.yaml', '--variant', 'bad/rules-option.yaml', '--max-games', '10', '-w', '0', '-q'],
    /maxTurnz/,
  ),
  c('compare: patch without path', ['compare', 'scenarios/intro/suite.yaml', '--variant', 'bad/rules-patch-path.yaml', '-q'], /rules-patch-path\.yaml.*path/),
  c('compare: patch key typo', ['compare', 'scenarios/intro/suite.yaml', '--variant', 'bad/rules-patch-typo.yaml', '-q'], /rules-patch-typo\.yaml.*valeu/),
  c('compare: empty suite', ['compare', 'bad/suite-empty.yaml', '--max-games', '10', '-w', '0', '-q'], /suite-empty\.yaml.*matchups/),
  c('compare: --alpha 0', ['compare', 'scenarios/intro/suite.yaml', '--alpha', '0'], /--alpha/),
  c('compare: --tolerance 1', ['compare', 'scenarios/intro/suite.yaml', '--tolerance', '1'], /--tolerance/),
  c(
    'compare: --h0 above tolerance',
    ['compare', 'scenarios/intro/suite.yaml', '--h0', '0.05', '--tolerance', '0.03', '--max-games', '10', '-w', '0', '-q'],
    /--h0/,
  ),
  c('compare: missing variant file', ['compare', 'scenarios/intro/suite.yaml', '--variant', 'nowhere.yaml'], /nowhere\.yaml.*not found/),
  c('sweep: from 1 to 300000000', ['sweep', 'bad/sweep-huge.yaml', '-n', '10', '-w', '0', '-q'], /sweep-huge\.yaml.*values/),
  c('sweep: to below from', ['sweep', 'bad/sweep-down.yaml', '-q'], /sweep-down\.yaml.*to/),
  c('sweep: step 0', ['sweep', 'bad/sweep-step.yaml', '-q'], /sweep-step\.yaml.*step/),
  c('sweep: path missing', ['sweep', 'bad/sweep-path.yaml', '-q'], /sweep-path\.yaml.*path/),
  c('sweep: vary key typo', ['sweep', 'bad/sweep-vary-typo.yaml', '-q'], /sweep-vary-typo\.yaml.*lable/),
  c('sweep: no vary', ['sweep', 'bad/sweep-no-vary.yaml', '-q'], /sweep-no-vary\.yaml.*vary/),
  c('tournament: no players', ['tournament', 'scenarios/sds/tournaments/tour-players.yaml', '-q'], /tour-players\.yaml.*players/),
  c('tournament: key typo', ['tournament', 'scenarios/sds/tournaments/tour-typo.yaml', '-q'], /tour-typo\.yaml.*avoidRematchez/),
  c('tournament: rounds -1', ['tournament', 'scenarios/sds/tournaments/tour-rounds.yaml', '-q'], /tour-rounds\.yaml.*rounds/),
  c('tournament: --tournaments 0', ['tournament', 'scenarios/sds/tournaments/example.yaml', '-t', '0'], /--tournaments/),
  // --- report and merge
  c('report: not a folder', ['report', 'outfile.txt'], /outfile\.txt/),
  c('report: folder without report.json', ['report', 'mine'], /mine/),
  c('report: bad report.json', ['report', 'report-bad'], /report-bad/),
  c('report: chart loads a local file', ['report', 'reports/secret-chart'], /secret-chart.*url.*inline/),
  c('report: chart loads http://', ['report', 'reports/http-chart'], /http-chart.*url.*inline/),
  c('merge: not a run', ['merge', 'runs/not-a-run', 'runs/not-a-run', '--out', 'reports/m'], /not-a-run.*summary\.json/),
  c('merge: broken JSON', ['merge', 'runs/broken', 'runs/broken', '--out', 'reports/m'], /broken.*summary\.json/),
  c('merge: missing folder', ['merge', 'runs/nowhere', 'runs/nowhere', '--out', 'reports/m'], /nowhere.*summary\.json/),
  c('merge: output is an input', ['merge', 'reports/part-a', 'reports/part-b', '--out', 'reports/part-a'], /--out.*holds the input/),
  c('merge: negative games', ['merge', 'reports/part-a', 'reports/negative', '--out', 'reports/m'], /negative.*games/),
  c('merge: overlapping parts', ['merge', 'reports/part-a', 'reports/part-a-again', '--out', 'reports/m'], /part-a.*overlap/),
  c('merge: different input contents', ['merge', 'reports/part-a', 'reports/other-inputs', '--out', 'reports/m'], /other-inputs.*inputs/),
  c('merge: different seed', ['merge', 'reports/part-a', 'reports/other-seed', '--out', 'reports/m'], /other-seed.*seed/),
  c('merge: no --out', ['merge', 'reports/part-a', 'reports/part-b'], /--out/),
];

let box: string;
const cwd = process.cwd();

/** Saved run folders for the merge and report cases, made by volley itself. */
async function prepareRuns(): Promise<void> {
  const ok = async (...args: string[]) => {
    const r = await volley(...args);
    if (r.code !== 0) throw new Error(`fixture failed: ${args.join(' ')}: ${r.stderr}`);
  };
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--out', 'reports/part-a');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--first-game', '20', '--out', 'reports/part-b');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--first-game', '10', '--out', 'reports/part-a-again');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--seed', '5', '--first-game', '40', '--out', 'reports/other-seed');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--first-game', '60', '--out', 'reports/other-inputs');
  // the same run with a part whose counts were tampered with, and one whose input differs
  // biome-ignore lint/suspicious/noExplicitAny: a parsed JSON record of any shape, edited in place
  const edit = (dir: string, f: (doc: Record<string, any>) => void) => {
    const p = join(dir, 'summary.json');
    const doc = JSON.parse(readFileSync(p, 'utf8'));
    f(doc);
    writeFileSync(p, JSON.stringify(doc));
  };
  mkdirSync('reports/negative');
  writeFileSync('reports/negative/summary.json', readFileSync('reports/part-b/summary.json'));
  edit('reports/negative', (d) => {
    d.manifest.games = -20;
  });
  edit('reports/other-inputs', (d) => {
    d.manifest.inputs[0].sha256 = '0'.repeat(64);
  });
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--out', 'reports/secret-chart');
  await ok('run', 'scenarios/intro/default.yaml', '-n', '20', '-w', '0', '-q', '--out', 'reports/http-chart');
  const chart = (dir: string, url: string) => {
    const p = join(dir, 'score.vl.json');
    const spec = JSON.parse(readFileSync(p, 'utf8'));
    spec.data = { url };
    writeFileSync(p, JSON.stringify(spec));
  };
  chart('reports/secret-chart', join(box, 'mine', 'thesis.tex'));
  chart('reports/http-chart', 'http://127.0.0.1:9/secret');
}

beforeAll(async () => {
  box = makeSandbox(files);
  process.chdir(box);
  execFileSync('mkfifo', ['fifo.yaml']);
  symlinkSync('/dev/zero', 'zero.yaml');
  writeFileSync('big.yaml', `ruleset: sds\n# ${'x'.repeat(MAX_INPUT_BYTES)}\n`);
  writeFileSync('many-keys.yaml', manyKeys);
  writeFileSync('bad/binary.yaml', Buffer.from([0x72, 0x75, 0x6c, 0x65, 0x73, 0x65, 0x74, 0x3a, 0x20, 0xff, 0xfe, 0x0a]));
  mkdirSync('readonly', { mode: 0o555 });
  // a list and its catalogue outside the working folder, for --allow-path
  mkdirSync(join(box, '..', 'shared', 'lists'), { recursive: true });
  mkdirSync(join(box, '..', 'shared', 'profiles'));
  writeFileSync(join(box, '..', 'shared', 'lists', 'france-line.yaml'), sdsList);
  writeFileSync(join(box, '..', 'shared', 'profiles', 'france.yaml'), france);
  writeFileSync(join('reports', 'locked.lock'), `${process.ppid}\n`);
  await prepareRuns();
});

afterAll(() => {
  process.chdir(cwd);
});

describe('bad input: exit 2, one line naming file or flag and fix, nothing touched', () => {
  it('has at least 120 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(120);
    expect(new Set(cases.map((k) => k.name)).size).toBe(cases.length);
  });

  // root may write anywhere, so an unwritable folder cannot be made for it
  const runnable = process.getuid?.() === 0 ? cases.filter((k) => k.name !== '--out unwritable folder') : cases;
  it.each(runnable.map((k) => [k.name, k] as const))('%s', async (_name, k) => {
    const before = snapshot(box);
    const started = Date.now();
    process.chdir(join(box, k.cwd ?? '.'));
    let r;
    try {
      r = await volley(...k.args);
    } finally {
      process.chdir(box);
    }
    const seconds = (Date.now() - started) / 1000;
    expect(r.code, r.stderr).toBe(2);
    const lines = r.stderr.split('\n').filter((l) => l !== '');
    expect(lines, r.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^volley: /);
    expect(r.stderr).not.toMatch(/\n\s+at |internal error/);
    expect(lines[0]).toMatch(k.names);
    // the fix: a hint in parentheses, an example, or what was expected
    expect(lines[0]).toMatch(/\(.+\)|e\.g\.|expected|did you mean|use |missing|allowed|needs|unknown|not specified/i);
    expect(changes(before, snapshot(box))).toEqual([]);
    expect(seconds).toBeLessThan(CASE_SECONDS);
  });

  it('--allow-path opens a folder outside the working folder to includes', async () => {
    const r = await volley('validate', 'scenarios/sds/outside.yaml', '--allow-path', '../shared');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('the marker is what makes a folder volley-owned', () => {
    expect(readFileSync(join(box, 'reports/part-a', MARKER_FILE), 'utf8')).toBe(MARKER_TEXT);
  });
});
