import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect } from 'vitest';

/** Every file of a report folder (recursively) but timing.json (how long it took), relative path → bytes, paths sorted. */
export function reportFiles(folder: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name !== 'timing.json') out.set(relative(folder, p), readFileSync(p));
    }
  };
  walk(folder);
  return out;
}

/** Two report folders hold the same files, byte for byte (timing.json aside). */
export function expectSameReport(got: string, want: string): void {
  const w = reportFiles(want);
  const g = reportFiles(got);
  expect([...g.keys()].sort()).toEqual([...w.keys()].sort());
  for (const [file, bytes] of w) expect(g.get(file)?.equals(bytes), `${file} differs between ${got} and ${want}`).toBe(true);
}
