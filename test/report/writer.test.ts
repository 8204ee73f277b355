import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MARKER_FILE, MARKER_TEXT } from '../../src/report/outdir.js';
import { sha256File, sha256Text, writeReportDir, type ReportFile } from '../../src/report/writer.js';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'volley-writer-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function tree(dir: string, prefix = ''): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix + e.name;
    if (e.isDirectory()) Object.assign(out, await tree(join(dir, e.name), `${rel}/`));
    else if (rel !== MARKER_FILE) out[rel] = await readFile(join(dir, e.name), 'utf8');
  }
  return out;
}

async function oldReport(dir: string): Promise<void> {
  await mkdir(join(dir, 'svg'), { recursive: true });
  await writeFile(join(dir, 'summary.csv'), 'old\n');
  await writeFile(join(dir, 'svg', 'old.svg'), '<svg/>');
  await writeFile(join(dir, MARKER_FILE), MARKER_TEXT);
}

describe('writeReportDir', () => {
  it('creates the folder (and missing parents) with every file, nested paths included', async () => {
    const dir = join(root, 'reports', 'run');
    await writeReportDir(dir, [
      { path: 'summary.csv', content: 'a,b\n1,2\n' },
      { path: 'charts/score.svg', content: Buffer.from('<svg/>') },
    ]);
    expect(await tree(dir)).toEqual({ 'summary.csv': 'a,b\n1,2\n', 'charts/score.svg': '<svg/>' });
    expect(await readdir(join(root, 'reports'))).toEqual(['run']);
    expect(await readFile(join(dir, MARKER_FILE), 'utf8')).toBe(MARKER_TEXT);
  });

  it('refuses to replace a non-empty folder volley did not write, and leaves it as it was', async () => {
    const dir = join(root, 'mine');
    await mkdir(dir);
    await writeFile(join(dir, 'thesis.tex'), 'years of work');
    await expect(writeReportDir(dir, [{ path: 'summary.csv', content: 'x' }])).rejects.toThrow(/volley did not write/);
    expect(await tree(dir)).toEqual({ 'thesis.tex': 'years of work' });
    expect(await readdir(root)).toEqual(['mine']);
  });

  it('replaces an older report completely: no stale file survives, no sibling is left', async () => {
    const dir = join(root, 'run');
    await oldReport(dir);
    await writeReportDir(dir, [{ path: 'summary.csv', content: 'new\n' }]);
    expect(await tree(dir)).toEqual({ 'summary.csv': 'new\n' });
    expect(await readdir(root)).toEqual(['run']);
  });

  it('on a failure mid-write leaves the older report untouched and removes its temp folder', async () => {
    const dir = join(root, 'run');
    await oldReport(dir);
    const before = await tree(dir);
    // 'b' is written as a file, then 'b/c.txt' needs 'b' to be a folder: the third write fails
    // after two files are already on disk.
    const files: ReportFile[] = [
      { path: 'a.txt', content: 'A' },
      { path: 'b', content: 'B' },
      { path: 'b/c.txt', content: 'C' },
    ];
    await expect(writeReportDir(dir, files)).rejects.toThrow();
    expect(await tree(dir)).toEqual(before);
    expect(await readdir(root)).toEqual(['run']);
  });

  it('on a failure with no older report leaves nothing behind', async () => {
    const dir = join(root, 'run');
    const bad = { path: 'x.txt', content: 42 } as unknown as ReportFile;
    await expect(writeReportDir(dir, [{ path: 'ok.txt', content: 'fine' }, bad])).rejects.toThrow();
    expect(await readdir(root)).toEqual([]);
  });

  it('rejects paths that leave the folder or repeat, before touching the disk', async () => {
    const dir = join(root, 'run');
    await expect(writeReportDir(dir, [{ path: '../escape.txt', content: 'x' }])).rejects.toThrow(/leaves the report folder/);
    await expect(writeReportDir(dir, [{ path: '/etc/passwd', content: 'x' }])).rejects.toThrow(/relative path/);
    await expect(writeReportDir(dir, [{ path: 'a/../../x', content: 'x' }])).rejects.toThrow(/leaves/);
    await expect(
      writeReportDir(dir, [
        { path: 'a.csv', content: '1' },
        { path: './a.csv', content: '2' },
      ]),
    ).rejects.toThrow(/given twice/);
    expect(await readdir(root)).toEqual([]);
  });

  it('refuses to replace a file that is not a folder', async () => {
    const target = join(root, 'run');
    await writeFile(target, 'not a folder');
    await expect(writeReportDir(target, [{ path: 'a', content: 'b' }])).rejects.toThrow(/is a file/);
    expect(await readFile(target, 'utf8')).toBe('not a folder');
    expect(await readdir(root)).toEqual(['run']);
  });
});

describe('sha256File', () => {
  it('hashes the bytes of a file like sha256Text hashes its content', async () => {
    const path = join(root, 'in.yaml');
    const content = 'ruleset: intro\nname: test\n'.repeat(5000);
    await writeFile(path, content);
    const expected = createHash('sha256').update(Buffer.from(content)).digest('hex');
    expect(await sha256File(path)).toBe(expected);
    expect(sha256Text(content)).toBe(expected);
    expect(sha256Text('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('rejects a missing file', async () => {
    await expect(sha256File(join(root, 'missing'))).rejects.toThrow(/ENOENT/);
  });
});
