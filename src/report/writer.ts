// All-or-nothing report folders: a reader (or a crash) never sees a half-written report.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, existsSync, renameSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { removePartialOf } from '../engine/partial.js';
import { checkOutDir, MARKER_FILE, MARKER_TEXT } from './outdir.js';
import { caveatOf } from './caveat.js';

export interface ReportFile {
  /** Relative path inside the report folder, '/'-separated (e.g. 'index.html', 'svg/a.svg'). */
  path: string;
  content: string | Buffer;
}

/** Checks that every path stays inside the folder and none is given twice, before anything is written. */
function checkPaths(files: ReportFile[]): void {
  const seen = new Set<string>();
  for (const f of files) {
    const p = f.path;
    if (typeof p !== 'string' || p === '' || isAbsolute(p) || p.includes('\0')) {
      throw new Error(`report file path ${JSON.stringify(p)} must be a non-empty relative path`);
    }
    const norm = normalize(p);
    if (norm === '.' || norm === '..' || norm.startsWith(`..${sep}`) || norm.split(sep).includes('..')) {
      throw new Error(`report file path ${JSON.stringify(p)} leaves the report folder`);
    }
    if (seen.has(norm)) throw new Error(`report file path ${JSON.stringify(p)} is given twice`);
    if (norm === MARKER_FILE) throw new Error(`report file path ${JSON.stringify(p)} is volley's own marker`);
    seen.add(norm);
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/**
 * timing.json carries the ruleset's caveat (Ruleset.caveat) of the run that the folder's
 * report.json describes, like every other file of the folder (buildReport stamps the rest).
 */
function withTimingCaveat(files: ReportFile[]): ReportFile[] {
  const input = files.find((f) => f.path === 'report.json');
  const timing = files.find((f) => f.path === 'timing.json');
  if (!input || !timing || typeof input.content !== 'string' || typeof timing.content !== 'string') return files;
  const caveat = caveatOf((JSON.parse(input.content) as { manifest?: { ruleset?: unknown; options?: unknown } }).manifest ?? {});
  if (caveat === undefined) return files;
  const content = `${JSON.stringify({ caveat, ...(JSON.parse(timing.content) as Record<string, unknown>) }, null, 2)}\n`;
  return files.map((f) => (f === timing ? { path: f.path, content } : f));
}

/** The report folder this command has put in place: an interrupt after that says so (issue 26 item 12). */
let placed: string | undefined;

export function reportPlaced(): string | undefined {
  return placed;
}

/** A command ended (tests run many in one process): forget its report. */
export function endReports(): void {
  placed = undefined;
}

/** Top-level entries of the folder being replaced that the new report will not have. */
async function droppedEntries(target: string, files: ReportFile[]): Promise<string[]> {
  const kept = new Set([MARKER_FILE, ...files.map((f) => normalize(f.path).split(/[\\/]/)[0])]);
  const entries = await readdir(target, { withFileTypes: true });
  return entries
    .filter((e) => !kept.has(e.name))
    .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
    .sort();
}

/** `<name>.tmp-<pid>-<random>`: outdir.ts removes leftovers of exactly this shape. */
function sibling(finalDir: string, kind: 'tmp' | 'old'): string {
  return join(dirname(finalDir), `${basename(finalDir)}.${kind}-${process.pid}-${randomBytes(4).toString('hex')}`);
}

/**
 * Writes `files` as the folder `finalDir`, replacing an older folder of that name only when
 * volley wrote it (checkOutDir; the folder gets the marker file), atomically:
 * everything goes into a sibling `<finalDir>.tmp-<pid>-<random>` first; only when all files are
 * written does the new folder take the final name (an older one is moved aside and deleted only
 * after that). On any error the temp folder is removed, an older folder is left untouched, and
 * the error is rethrown.
 */
export async function writeReportDir(finalDir: string, given: ReportFile[]): Promise<void> {
  checkPaths(given);
  const files = withTimingCaveat(given);
  const target = checkOutDir(finalDir);
  const present = await exists(target);
  await mkdir(dirname(target), { recursive: true });
  const tmp = sibling(target, 'tmp');
  await mkdir(tmp);
  const pending = { tmp, old: '', target };
  inProgress.add(pending);
  try {
    await writeFile(join(tmp, MARKER_FILE), MARKER_TEXT);
    for (const f of files) {
      const dest = join(tmp, normalize(f.path));
      await mkdir(dirname(dest), { recursive: true });
      await writeFile(dest, f.content);
    }
    if (present) {
      // rename() cannot replace a non-empty folder: move the old one aside, put the new one in
      // place, and only then delete the old one. If the second step fails, put the old one back.
      const old = sibling(target, 'old');
      pending.old = old;
      const dropped = await droppedEntries(target, files);
      await rename(target, old);
      try {
        await rename(tmp, target);
        placed = target;
      } catch (err) {
        await rename(old, target);
        throw err;
      }
      // The new report is in place; failing to delete the old copy must not report a failure.
      await rm(old, { recursive: true, force: true }).catch(() => undefined);
      // what an earlier run wrote there and this one does not (its replays, say) is said, not lost quietly
      if (dropped.length > 0) {
        process.stderr.write(
          `note: replaced the earlier report in ` +
            `${relative(process.cwd(), target) || '.'}/; gone with it: ` +
            `${dropped.join(', ')} (use --out to keep reports apart)\n`,
        );
      }
    } else {
      await rename(tmp, target);
      placed = target;
    }
    // the report is complete: the chunks kept for --resume are no longer needed
    removePartialOf(target);
  } catch (err) {
    await rm(tmp, { recursive: true, force: true });
    throw err;
  } finally {
    inProgress.delete(pending);
  }
}

/** Report folders being written: an exit (Ctrl-C) mid-write removes the temp copy and puts an old report back. */
const inProgress = new Set<{ tmp: string; old: string; target: string }>();
process.on('exit', () => {
  for (const p of inProgress) {
    try {
      rmSync(p.tmp, { recursive: true, force: true });
      if (p.old && existsSync(p.old) && !existsSync(p.target)) renameSync(p.old, p.target);
    } catch {
      // the next run to this folder removes what is left (outdir.ts)
    }
  }
});

/** SHA-256 of a file's bytes as lowercase hex, for input hashes in manifests. */
export function sha256File(path: string): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolvePromise(hash.digest('hex')));
  });
}

/** SHA-256 of a string or buffer as lowercase hex. */
export function sha256Text(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}
