/**
 * `volley odds <game> <name>` and `volley points`: commands a game offers through its odds and
 * points hooks (Ruleset.odds, Ruleset.points). The CLI adds --json and --option key=value to
 * each and never imports game code.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { Command } from 'commander';
import { applyOptions, defaultOptions, parseOptionFlags } from '../engine/options.js';
import { findRuleset, rulesetIds } from '../rulesets/registry.js';
import type { AnyRuleset, HookCommand, HookContext } from '../rulesets/types.js';
import { InputError } from '../rulesets/errors.js';
import { readYamlFile } from '../scenario/yaml.js';
import { collect } from './args.js';
import { PACKAGE_ROOT } from './package.js';

type Flags = Record<string, unknown> & { json?: boolean; option?: string[] };

function contextFor(rs: AnyRuleset, flags: Flags): HookContext {
  return {
    options: applyOptions(rs.options, defaultOptions(rs.options), parseOptionFlags(flags.option ?? []), 'command line', '--option '),
    readYaml: (file) => readYamlFile(file),
  };
}

function runHook(rs: AnyRuleset, cmd: HookCommand, args: string[], flags: Flags): void {
  const out = cmd.run(args, flags, contextFor(rs, flags));
  process.stdout.write(flags.json ? `${JSON.stringify(out.json, null, 2)}\n` : out.text);
}

/**
 * A default that names a file or folder of the package (e.g. the shipped catalogues) is found in
 * the package, not the working folder, so the command works from anywhere; it is shown relative
 * to the working folder when that is shorter (from the project folder: unchanged).
 */
export function packageDefault(value: unknown, root = PACKAGE_ROOT, cwd = process.cwd()): unknown {
  if (typeof value !== 'string' || value === '' || isAbsolute(value) || existsSync(join(cwd, value))) return value;
  const inPackage = join(root, value);
  if (!existsSync(inPackage)) return value;
  const rel = relative(cwd, inPackage);
  return rel.length < inPackage.length && !rel.startsWith('..') ? rel : inPackage;
}

function addFlags(c: Command, cmd: HookCommand): Command {
  for (const f of cmd.flags) c.option(f.flag, f.description, packageDefault(f.default) as string | undefined);
  return c.option('--json', 'print JSON').option('--option <key=value>', 'rule option (repeatable), e.g. ratioFloor=clamp1', collect);
}

const withHook = (pick: (rs: AnyRuleset) => unknown): AnyRuleset[] =>
  rulesetIds()
    .map((id) => findRuleset(id)!)
    .filter((rs) => pick(rs) !== undefined);

export function registerOdds(program: Command): void {
  const odds = program.command('odds').description("exact probabilities of a ruleset's dice mechanics (fractions)");
  for (const rs of withHook((r) => r.odds)) {
    const game = odds.command(rs.id).description(`${rs.title}: ${rs.odds!.map((c) => c.name).join(', ')}`);
    for (const cmd of rs.odds!) addFlags(game.command(cmd.name).description(cmd.description), cmd).action((flags: Flags) => runHook(rs, cmd, [], flags));
  }
}

/**
 * `volley points [game] <args>`: the game may be left out when only one game has point costs
 * (today SDS), so `volley points France` works as before.
 */
export function registerPoints(program: Command): void {
  const games = withHook((r) => r.points);
  const flags = new Map<string, HookCommand['flags'][number]>();
  for (const rs of games) for (const f of rs.points!.flags) flags.set(f.flag, f);
  const usage = games.map((rs) => `${rs.id}: ${(rs.points!.args ?? []).map((a) => a.name).join(' ')}`).join('; ');
  const c = program
    .command('points')
    .description(`point costs of a game's data (${games.map((rs) => rs.points!.description).join('; ')})`)
    .argument('<args...>', `[game] then the game's arguments (${usage})`);
  addFlags(c, { name: 'points', description: '', flags: [...flags.values()], run: () => ({ text: '', json: null }) }).action((args: string[], opts: Flags) => {
    const named = games.find((rs) => rs.id === args[0]);
    if (!named && games.length !== 1)
      throw new InputError(
        'command line',
        '[game]',
        `name the game first: volley points <game> ...`,
        `games with point costs: ${games.map((rs) => rs.id).join(', ')}`,
      );
    const rs = named ?? games[0];
    runHook(rs, rs.points!, named ? args.slice(1) : args, opts);
  });
}
