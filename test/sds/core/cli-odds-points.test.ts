import { describe, it, expect, afterEach, vi } from 'vitest';
import { Command } from 'commander';
import { registerOdds, registerPoints } from '../../../src/cli/hooks.js';
import { isInputError } from '../../../src/rulesets/errors.js';

async function run(args: string[]): Promise<string> {
  const program = new Command('volley').exitOverride();
  registerOdds(program);
  registerPoints(program);
  let out = '';
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((s: string | Uint8Array) => {
    out += String(s);
    return true;
  });
  try {
    await program.parseAsync(['node', 'volley', ...args]);
  } finally {
    spy.mockRestore();
  }
  return out;
}

async function inputError(args: string[]): Promise<{ field: string; message: string }> {
  try {
    await run(args);
  } catch (e) {
    expect(isInputError(e), String(e)).toBe(true);
    return e as { field: string; message: string };
  }
  throw new Error('expected an InputError');
}

afterEach(() => vi.restoreAllMocks());

describe('volley odds sds', () => {
  it('activation --json: successes and turnover as fraction strings', async () => {
    const j = JSON.parse(await run(['odds', 'sds', 'activation', '--quality', '4', '--dice', '2', '--json']));
    expect(j.successes).toEqual(['1/4', '1/2', '1/4']);
    expect(j.turnover).toBe('1/4');
    expect(j.expectedActions).toBe('1');
  });
  it('activation human table leads with the percentage, the exact fraction last; --command --elan shift Q', async () => {
    const t = await run(['odds', 'sds', 'activation', '--quality', '4', '--dice', '3', '--command', '--elan']);
    expect(t).toMatch(/effective 2\+/);
    expect(t).toMatch(/^outcome\s+chance\s+exact$/m);
    expect(t).toMatch(/^turnover\s+7\.4%\s+2\/27$/m);
  });
  it('shot by distance and by band, volley, cover', async () => {
    const j = JSON.parse(await run(['odds', 'sds', 'shot', '--shooter-c', '2', '--weapon', 'musket', '--distance', '150', '--target-c', '2', '--json']));
    expect(j.kill).toBe('7/36');
    expect(j.gruesome).toBe('1/18');
    const v = JSON.parse(await run(['odds', 'sds', 'shot', '--shooter-c', '2', '--band', '1', '--target-c', '2', '--volley', '3', '--json']));
    expect(v.anyKill).toBe('7/12');
    const c = JSON.parse(await run(['odds', 'sds', 'shot', '--shooter-c', '2', '--band', '1', '--target-c', '2', '--cover', 'heavy', '--json']));
    expect(c.shooterMod).toBe(2);
  });
  it('melee and morale', async () => {
    const m = JSON.parse(await run(['odds', 'sds', 'melee', '--attacker-c', '2', '--defender-c', '2', '--json']));
    expect(m.tie).toBe('1/6');
    expect(m.attacker.kill).toBe('1/9');
    const t = await run(['odds', 'sds', 'melee', '--attacker-c', '2', '--defender-c', '2', '--power-blow']);
    expect(t).toMatch(/power blow/);
    const mo = JSON.parse(await run(['odds', 'sds', 'morale', '--quality', '4', '--json']));
    expect([mo.hold, mo.flee1, mo.flee2, mo.fled]).toEqual(['1/8', '3/8', '3/8', '1/8']);
  });
  it('--option changes a rule option', async () => {
    const j = JSON.parse(await run(['odds', 'sds', 'shot', '--shooter-c', '2', '--band', '1', '--target-c', '2', '--option', 'outOfAmmo=off', '--json']));
    expect(j.outOfAmmo).toBe('0');
  });
  it('bad flags are InputErrors naming the flag', async () => {
    expect((await inputError(['odds', 'sds', 'activation', '--quality', '9'])).field).toBe('--quality');
    expect((await inputError(['odds', 'sds', 'activation', '--quality', '4', '--dice', 'x'])).field).toBe('--dice');
    expect((await inputError(['odds', 'sds', 'shot', '--shooter-c', '2', '--target-c', '2', '--weapon', 'cannon'])).field).toBe('--weapon');
    expect((await inputError(['odds', 'sds', 'shot', '--shooter-c', '2', '--target-c', '2', '--distance', '900'])).field).toBe('--distance');
    expect((await inputError(['odds', 'sds', 'shot', '--shooter-c', '2', '--target-c', '2', '--cover', 'thick'])).field).toBe('--cover');
    expect((await inputError(['odds', 'sds', 'shot', '--shooter-c', '2', '--target-c', '2', '--volley', '3', '--aimed'])).field).toBe('--aimed');
    expect((await inputError(['odds', 'sds', 'melee', '--attacker-c', '2'])).field).toBe('--defender-c');
    expect((await inputError(['odds', 'sds', 'morale', '--quality', '4', '--option', 'nonsense=1'])).field).toMatch(/--option nonsense/);
  });
});

describe('volley points', () => {
  it('prints formula and catalogue cost with the S decomposition', async () => {
    const t = await run(['points', 'france', 'line-infantryman']);
    expect(t).toMatch(/catalogue: 26\s+formula \(SDS 8\.1\): 26\s+match/);
    expect(t).toMatch(/S = 7: musket 7/);
  });
  it('flags illustrative (unknown) costs', async () => {
    const t = await run(['points', 'russia', 'cossack']);
    expect(t).toMatch(/Mounted 6\*/);
    expect(t).toMatch(/illustrative cost/);
  });
  it('lists a whole catalogue as JSON', async () => {
    const j = JSON.parse(await run(['points', 'GreatBritain', '--json']));
    expect(j.length).toBeGreaterThan(8);
    for (const r of j) expect(r.formula).toBe(r.points);
  });
  it('unknown nation or profile → InputError', async () => {
    expect((await inputError(['points', 'narnia'])).field).toBe('<nation>');
    const e = await inputError(['points', 'france', 'grenadeer']);
    expect(e.field).toBe('<profile>');
    expect(e.message).toMatch(/known: line-infantryman/);
  });
  it('the game may be named first (the points hook of sds)', async () => {
    expect(await run(['points', 'sds', 'france', 'line-infantryman'])).toBe(await run(['points', 'france', 'line-infantryman']));
  });
});

describe('volley odds sds with catalogue profiles', () => {
  it('--shooter/--target take Combat (and the firearm) from the catalogue', async () => {
    const j = JSON.parse(await run(['odds', 'sds', 'shot', '--shooter', 'gb/rifleman-95th', '--target', 'france/old-guard', '--distance', '300', '--json']));
    expect(j.weapon).toBe('rifle');
    expect(j.bonus).toBe(2); // rifle band 2 (A12)
    expect(j.targetMod).toBe(3);
    const m = JSON.parse(await run(['odds', 'sds', 'melee', '--attacker', 'france/old-guard', '--defender-c', '2', '--json']));
    expect(m.attackerMod).toBe(3);
  });
  it('bad profile flags name the flag', async () => {
    expect((await inputError(['odds', 'sds', 'shot', '--shooter', 'france/drummer', '--target-c', '2'])).field).toBe('--shooter');
    expect((await inputError(['odds', 'sds', 'melee', '--attacker', 'france/nobody', '--defender-c', '2'])).field).toBe('--attacker');
    expect((await inputError(['odds', 'sds', 'melee', '--attacker', 'france/officer', '--attacker-c', '2', '--defender-c', '2'])).field).toBe('--attacker-c');
  });
});
