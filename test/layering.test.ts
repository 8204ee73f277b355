import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The layering rules of .dependency-cruiser.cjs: cli -> analysis -> engine/report/scenario ->
// rulesets; no game internals outside the game; no circles. Checked on the real sources, and
// on a fixture that breaks each kind of rule (so the check is known to bite).
const root = fileURLToPath(new URL('..', import.meta.url));
const bin = fileURLToPath(new URL('../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url));
const config = fileURLToPath(new URL('../.dependency-cruiser.cjs', import.meta.url));

function cruise(cwd: string, dirs: string[]): { code: number; out: string } {
  try {
    const out = execFileSync(process.execPath, [bin, ...dirs, '--config', config, '--output-type', 'err'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { code: 0, out };
  } catch (e) {
    const err = e as { status: number; stdout: string; stderr: string };
    return { code: err.status, out: `${err.stdout}${err.stderr}` };
  }
}

describe('layering (dependency-cruiser)', () => {
  it('the sources break no layering rule and have no import circle', () => {
    const r = cruise(root, ['src', 'test', 'bench', 'scripts']);
    expect(r.out).toMatch(/no dependency violations found/);
    expect(r.code).toBe(0);
  });

  it('each kind of violation is caught', () => {
    const r = cruise(fileURLToPath(new URL('./fixtures/layering/', import.meta.url)), ['src', 'bench']);
    expect(r.code).not.toBe(0);
    expect(r.out).toMatch(/no-game-internals-outside-the-game: src\/cli\/odds\.ts → src\/rulesets\/sds\/shot\.ts/);
    expect(r.out).toMatch(/rulesets-are-the-bottom-layer: src\/rulesets\/sds\/shot\.ts → src\/engine\/runner\.ts/);
    expect(r.out).toMatch(/no-circular/);
    expect(r.out).toMatch(/no-orphans: src\/rulesets\/kit\/orphan\.ts/);
    expect(r.out).toMatch(/engine-below-scenario: src\/engine\/runner\.ts → src\/scenario\/load\.ts/);
    expect(r.out).toMatch(/bench-and-scripts-use-games-through-the-contract: bench\/phases\.mjs → \.\.\/dist\/rulesets\/sds\/shot\.js/);
  });
});
