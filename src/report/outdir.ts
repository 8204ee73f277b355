// Output folders volley owns: volley replaces a folder only when it is missing, empty, or carries
// the marker volley writes into every report folder. Everything here runs before the first game,
// so a bad --out costs nothing and touches nothing.
import {
  accessSync,
  closeSync,
  constants,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, parse, relative, resolve, sep } from 'node:path';
import { InputError } from '../rulesets/errors.js';
import { filesRead } from '../scenario/yaml.js';

/** The file every report folder carries: its presence is volley's claim on the folder. */
export const MARKER_FILE = '.volley-report';
export const MARKER_TEXT = 'This folder was written by volley; volley may replace it as a whole.\n';

/** Longest folder name: the temp sibling adds ~30 characters and file systems allow 255 bytes. */
export const MAX_NAME_BYTES = 200;

const TEMP_SIBLING = /^\.(tmp|old)-(\d+)-[0-9a-f]{8}$/;

let flagName = '--out';

function fail(out: string, problem: string, hint: string): never {
  throw new InputError('command line', flagName, `'${out}' ${problem}`, hint);
}

function kind(path: string): 'dir' | 'file' | 'missing' {
  try {
    return statSync(path).isDirectory() ? 'dir' : 'file';
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return 'missing';
    if (code === 'ENOTDIR') return 'file';
    throw e;
  }
}

function inside(child: string, parent: string): boolean {
  const rel = relative(parent, child);
  return rel === '' || (!rel.startsWith(`..${sep}`) && rel !== '..' && !parse(rel).root);
}

/**
 * True when volley wrote this folder: it has the marker, is empty, or holds only `volley replay`
 * folders (reports/<name>/ made to hold replay-K/ before any run wrote there). A folder of
 * reports (reports/ itself) is not one report: it is never replaced as a whole.
 */
export function ownedByVolley(dir: string, replayOnly = false): boolean {
  try {
    if (readFileSync(join(dir, MARKER_FILE), 'utf8') === MARKER_TEXT) return true;
  } catch {
    // no marker: look inside
  }
  if (replayOnly) return false;
  return readdirSync(dir, { withFileTypes: true }).every((e) => e.isDirectory() && /^replay-\d+$/.test(e.name) && ownedByVolley(join(dir, e.name), true));
}

/**
 * Checks that volley may write the report folder `out`, before any game is played: not the
 * working folder or one of its ancestors, not a folder holding an input, not a file, not a
 * folder volley did not write, and writable. Throws an InputError naming --out and the fix.
 */
export function checkOutDir(out: string, inputs: Iterable<string> = filesRead(), flag = '--out'): string {
  flagName = flag;
  if (out.trim() === '') fail(out, 'is empty', 'name an output folder, e.g. --out reports/my-run');
  const target = resolve(out);
  const cwd = process.cwd();
  if (target === parse(target).root) fail(out, 'is the root folder', 'name a new subfolder, e.g. --out reports/my-run');
  if (inside(cwd, target)) fail(out, 'is the working folder or one of its parents', 'name a new subfolder, e.g. --out reports/my-run');
  if (Buffer.byteLength(basename(target)) > MAX_NAME_BYTES) fail(out, `has a name longer than ${MAX_NAME_BYTES} bytes`, 'use a shorter folder name');
  for (const input of inputs) {
    if (inside(resolve(input), target))
      fail(out, `holds the input ${relative(cwd, resolve(input)) || input}`, 'write reports to a folder of their own, e.g. --out reports/my-run');
  }
  const k = kind(target);
  if (k === 'file') fail(out, 'is a file, or lies below one', 'name a folder, e.g. --out reports/my-run');
  if (k === 'dir') {
    if (!ownedByVolley(target)) fail(out, `is a folder volley did not write (no ${MARKER_FILE})`, 'name a new or empty folder, or delete this one yourself');
  }
  // The nearest existing ancestor must be a folder we may create entries in.
  let parent = dirname(target);
  while (kind(parent) === 'missing' && dirname(parent) !== parent) parent = dirname(parent);
  if (kind(parent) !== 'dir') fail(out, `lies below ${relative(cwd, parent) || parent}, which is a file`, 'name a folder path');
  try {
    accessSync(parent, constants.W_OK | constants.X_OK);
    if (k === 'dir') accessSync(target, constants.W_OK | constants.X_OK);
  } catch {
    fail(out, `cannot be written (no write permission in ${relative(cwd, parent) || parent})`, 'choose a folder you may write to');
  }
  return target;
}

/** Temp and old siblings of `target` that volley leaves only when killed mid-write. */
export function tempSiblings(target: string): string[] {
  const dir = dirname(target);
  const base = basename(target);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => n.startsWith(base) && TEMP_SIBLING.test(n.slice(base.length))).map((n) => join(dir, n));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const held = new Set<string>();
/** Folders created only to hold a lock, deepest first: removed again if still empty at exit. */
const madeForLock: string[] = [];
process.on('exit', () => {
  for (const lock of held) {
    try {
      unlinkSync(lock);
    } catch {
      // already gone
    }
  }
  removeEmptyMadeFolders();
});

function removeEmptyMadeFolders(): void {
  for (const dir of madeForLock.splice(0)) {
    try {
      rmdirSync(dir); // only when empty: a report written below it keeps it
    } catch {
      // not empty, or gone
    }
  }
}

export function lockFileOf(target: string): string {
  return `${target}.lock`;
}

/**
 * Claims the report folder `out` for this process: checks it (checkOutDir), takes the lock file
 * `<out>.lock` (a second run to the same folder stops at once), and removes temp folders an
 * interrupted earlier run left there. The lock goes when the process exits.
 */
export function claimOutDir(out: string, inputs?: Iterable<string>, flag = '--out'): string {
  const target = checkOutDir(out, inputs, flag);
  const lock = lockFileOf(target);
  if (held.has(lock)) return target;
  const parent = dirname(target);
  try {
    statSync(parent);
  } catch {
    // The lock lives next to the folder: create the parents now (they would be created anyway).
    try {
      const first = mkdirSync(parent, { recursive: true });
      // remember every folder made, deepest first, to take them away again if nothing is written
      for (let d = parent; first !== undefined; d = dirname(d)) {
        madeForLock.push(d);
        if (d === first) break;
      }
    } catch (e) {
      fail(out, `cannot be created (${(e as NodeJS.ErrnoException).code ?? String(e)})`, 'choose a folder you may write to');
    }
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(lock);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        fail(out, `cannot be locked (${(e as NodeJS.ErrnoException).code ?? String(e)})`, 'choose a folder you may write to');
      }
      const pid = Number.parseInt(readFileSafe(lock), 10);
      if (Number.isSafeInteger(pid) && pid > 0 && alive(pid)) {
        fail(out, `is in use by process ${pid}`, `wait for it to finish, or write elsewhere; if no volley runs, delete ${relative(process.cwd(), lock)}`);
      }
      rmSync(lock, { force: true }); // left by a process that no longer runs
    }
  }
  // only folders volley wrote: a temp copy gets the marker first thing (report/writer.ts)
  for (const leftover of tempSiblings(target)) if (isRealDir(leftover) && ownedByVolley(leftover)) rmSync(leftover, { recursive: true, force: true });
  return target;
}

/** Releases every lock this process holds (the CLI calls it when a command ends; exit does too). */
export function releaseOutDirs(): void {
  for (const lock of held) rmSync(lock, { force: true });
  held.clear();
  removeEmptyMadeFolders();
}

function isRealDir(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8').slice(0, 32);
  } catch {
    return '';
  }
}
