// A throw-away copy of the shipped scenarios to run volley in, and a snapshot of every entry in
// it, so a test can prove a command created, changed or removed nothing.
import { cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const REPO = resolve(import.meta.dirname, '..', '..');

/** A new folder holding a copy of scenarios/ plus `files` (path → text). */
export function makeSandbox(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'volley-sandbox-'));
  const box = join(root, 'work');
  mkdirSync(box);
  cpSync(join(REPO, 'scenarios'), join(box, 'scenarios'), { recursive: true });
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(box, p)), { recursive: true });
    writeFileSync(join(box, p), text);
  }
  return box;
}

/**
 * Every entry below `dir` (and `dir`'s parent level, where a bad --out could write) with its
 * type, and a hash of each regular file: special files are never opened.
 */
export function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string, rel: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(p);
      if (st.isDirectory()) {
        out.set(r, 'dir');
        walk(p, r);
      } else if (st.isFile()) out.set(r, createHash('sha1').update(readFileSync(p)).digest('hex'));
      else out.set(r, st.isSymbolicLink() ? 'symlink' : 'special');
    }
  };
  walk(dirname(dir), '');
  return out;
}

/** Entries added, removed or changed between two snapshots. */
export function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const diff: string[] = [];
  for (const [k, v] of before)
    if (!after.has(k)) diff.push(`removed ${k}`);
    else if (after.get(k) !== v) diff.push(`changed ${k}`);
  for (const k of after.keys()) if (!before.has(k)) diff.push(`created ${k}`);
  return diff;
}
