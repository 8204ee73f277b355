// What a fresh clone installs and what the package ships: `npm ci` accepts the lock file with the
// npm on this machine (a lock missing another platform's optional packages makes npm 11 refuse
// it), and no shipped file names a path of a development machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../helpers/cli.js';
import { REPO } from '../safety/sandbox.js';

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { files: string[] };

/** An absolute path into a home, work or temp folder, as a development machine's notes have. */
const MACHINE_PATH = /(^|[^A-Za-z0-9_.~-])(\/(work|home|Users|root|tmp|mnt)\/|[A-Z]:\\(Users|Documents)\\)/;

function filesBelow(p: string): string[] {
  if (!statSync(p).isDirectory()) return [p];
  return readdirSync(p).flatMap((n) => filesBelow(join(p, n)));
}

describe('package', () => {
  it('npm ci accepts package.json and package-lock.json as they are', () => {
    const box = tempDir('volley-lock-');
    for (const f of ['package.json', 'package-lock.json']) copyFileSync(join(REPO, f), join(box, f));
    const r = spawnSync('npm', ['ci', '--dry-run', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: box, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });

  it('the lock file names the same npm engines as package.json', () => {
    const lock = JSON.parse(readFileSync(join(REPO, 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: unknown }> };
    expect(lock.packages[''].engines).toEqual(JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).engines);
  });

  it('no shipped file (package.json "files", src/) names a path of a development machine', () => {
    const shipped = [...pkg.files.filter((f) => f !== 'dist/'), 'src', 'package.json'].flatMap((f) => filesBelow(join(REPO, f)));
    expect(shipped.length).toBeGreaterThan(100);
    const hits = shipped.flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (MACHINE_PATH.test(line) ? [`${f.slice(REPO.length + 1)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it('the pattern finds the kind of path it is for', () => {
    for (const p of ['# notes in /work/notes/api.md', 'see /home/ana/x.yaml', '(C:\\Users\\x)']) expect(MACHINE_PATH.test(p), p).toBe(true);
    for (const p of ['scenarios/sds/default.yaml', 'redis://host:6379/0', '/usr/bin/chromium']) expect(MACHINE_PATH.test(p), p).toBe(false);
  });

  // in CI, on a fresh clone that .ci/run has just installed with the README's command
  it.runIf(process.env.CI)('git status stays clean after npm install (the lock is complete)', () => {
    const status = execFileSync('git', ['status', '--porcelain', '--', 'package.json', 'package-lock.json'], { cwd: REPO, encoding: 'utf8' });
    expect(status).toBe('');
  });
});
