// Resumable runs: every finished chunk's tally is appended and fsync'd to a hidden folder beside
// the output (`.<name>.partial/`), so after Ctrl-C, kill -9 or a power loss the same command with
// --resume plays only the chunks still missing. Chunks are keyed by the hash of what determines
// the games (volley version, master seed, every matchup's setup, policies, games, pairs) and by
// chunk index; seeds depend on game indices only, so a replayed or restored chunk is the same
// tally, and the in-order merge makes the report byte-identical to an uninterrupted run.
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  constants,
  fsyncSync,
  ftruncateSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { InputError } from '../rulesets/errors.js';
import { VERSION } from '../version.js';

/** What the folder's run.json holds: the first batch of games' key (a resume must match it). */
interface RunFile {
  volley: string;
  first: string;
  /** Random per fresh start: names this run's jobs on a queue (engine/queue/), so a resume finds them. */
  nonce?: string;
}

/** The partial folder of an output folder: hidden, beside it, never inside it. */
export function partialDirOf(outDir: string): string {
  const target = resolve(outDir);
  return join(dirname(target), `.${basename(target)}.partial`);
}

/** This command's partial folder (set when it claims its output folder) and whether it resumes. */
const state = {
  dir: undefined as string | undefined,
  out: undefined as string | undefined,
  resume: false,
  batches: 0,
  nonce: '',
  shard: undefined as Shard | undefined,
  /** This command made the partial folder (a fresh start), and recorded this many chunks in it. */
  created: false,
  recorded: 0,
};

/** `--shard i/n` on a chunked command: this process plays chunks k with k mod n = i − 1. */
export interface Shard {
  index: number;
  count: number;
}

/**
 * Thrown once a shard has recorded its share of the command's first batch of games: the command
 * then writes a shard folder (its records) instead of a report, and `volley merge` combines them.
 */
export class ShardDone extends Error {
  constructor() {
    super('shard recorded');
  }
}

export function requestShard(shard: Shard | undefined): void {
  state.shard = shard;
}

/** The shard being played, its output folder and its partial folder (where its records are). */
export function shardInUse(): { shard: Shard; out: string; partial: string } | undefined {
  return state.shard && state.out && state.dir ? { shard: state.shard, out: state.out, partial: state.dir } : undefined;
}

export function requestResume(resume: boolean): void {
  state.resume = resume;
}

/** Called once the output folder is claimed: batches of games played from now on are recorded. */
export function recordPartialsFor(outDir: string): void {
  state.out = outDir;
  state.dir = partialDirOf(outDir);
}

/** The partial folder in use, if any (the interrupt message points to it). */
export function partialInUse(): string | undefined {
  return state.batches > 0 ? state.dir : undefined;
}

/** A command ended (tests run many in one process): forget its partial folder. */
export function endPartials(): void {
  state.dir = undefined;
  state.out = undefined;
  state.shard = undefined;
  state.resume = false;
  state.batches = 0;
  state.nonce = '';
  state.created = false;
  state.recorded = 0;
}

/** The file that marks a partial folder as volley's: only a marked (or empty) folder is ever deleted. */
export const PARTIAL_MARKER = '.volley-partial';
const PARTIAL_MARKER_TEXT = 'Partial results of an interrupted volley command; volley may delete this folder.\n';

/** True when nothing is at `dir`, or volley made the folder there (marked, or empty). */
function ownPartial(dir: string): boolean {
  if (entryKind(dir, 'dir') === 'missing') return true;
  try {
    if (readFileSync(join(dir, PARTIAL_MARKER), 'utf8') === PARTIAL_MARKER_TEXT) return true;
  } catch {
    // no marker: volley's only when empty
  }
  return readdirSync(dir).length === 0;
}

/** Refuses (exit 2) a folder in the partial folder's place that volley did not make (issue 26 item 9). */
function checkOwnPartial(dir: string): void {
  if (!ownPartial(dir))
    throw new InputError(
      shown(dir),
      '',
      `is a folder volley did not write (no ${PARTIAL_MARKER})`,
      'rename or delete it yourself, or write the report elsewhere with --out',
    );
}

/** Makes `dir` a new, empty, marked partial folder, replacing only a folder volley made. */
export function freshPartialDir(dir: string): void {
  checkOwnPartial(dir);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, PARTIAL_MARKER), PARTIAL_MARKER_TEXT);
}

/** The report is written: its partial results are no longer needed (a folder volley did not make stays). */
export function removePartialOf(outDir: string): void {
  const dir = partialDirOf(outDir);
  if (ownPartial(dir)) rmSync(dir, { recursive: true, force: true });
}

/**
 * A command failed (exit 2 or 3): a partial folder it made and recorded no chunk in goes, so a
 * refused command leaves nothing behind; recorded chunks stay for --resume.
 */
export function dropUnusedPartial(): void {
  if (state.dir !== undefined && state.created && state.recorded === 0 && ownPartial(state.dir)) rmSync(state.dir, { recursive: true, force: true });
}

export interface StoredChunk {
  start: number;
  end: number;
  result: unknown;
}

/** Why a stored result cannot be the chunk's (tallyCheck.ts), or undefined when it can. */
export type ResultCheck = (result: unknown) => string | undefined;

export interface Checkpoint {
  /** Units per chunk: the recorded run's, so chunk indices mean the same ranges. */
  chunkSize: number;
  /**
   * Names this batch's jobs on a queue: the same after --resume (so the restarted driver finds
   * the jobs and results already there), new on every fresh start.
   */
  tag: string;
  /**
   * The recorded result of chunk `chunkIndex` when an earlier, interrupted run finished it and
   * the record is that chunk's (same units, counts that pass `check`); undefined otherwise, and
   * the chunk is played again (a damaged record is named on stderr, never merged).
   */
  restore(chunkIndex: number, start: number, end: number, check: ResultCheck): unknown;
  /** False for chunks another shard plays (`--shard`): this process skips them. */
  mine(chunkIndex: number): boolean;
  /** Throws ShardDone when this process plays a shard: its share is recorded, no report follows. */
  endBatch(): void;
  /** Appends one finished chunk durably (fsync) before the run goes on. */
  record(chunkIndex: number, start: number, end: number, result: unknown): void;
  close(): void;
}

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Write a whole file or nothing: a temp file, fsync'd, renamed over the target. */
export function writeDurably(file: string, text: string): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, text);
  const fd = openSync(tmp, 'r+');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, file);
  fsyncDir(dirname(file));
}

function shown(path: string): string {
  return relative(process.cwd(), path) || path;
}

/**
 * What lies at `path` in the partial folder, never followed: the folder and its files must be
 * what volley made there, so a symlink planted in their place cannot make volley read, truncate
 * or append to a file elsewhere (issue 26 item 6).
 */
function entryKind(path: string, want: 'dir' | 'file'): 'missing' | 'ok' {
  let st;
  try {
    st = lstatSync(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw e;
  }
  if (want === 'dir' ? st.isDirectory() : st.isFile()) return 'ok';
  throw new InputError(
    shown(path),
    '',
    `is ` +
      `${st.isSymbolicLink() ? 'a symbolic link' : 'not what volley writes there'}: ` +
      `volley keeps partial results only in a ` +
      `${want === 'dir' ? 'folder' : 'file'} it made`,
    'remove it yourself, then run the command again',
  );
}

function damaged(file: string, what: string): never {
  throw new InputError(file, '', `partial results are damaged (${what})`, 'run the command without --resume to start over');
}

/** One line on stderr: a record volley will not trust is played again, and the user is told. */
function replayed(file: string, what: string): void {
  process.stderr.write(`volley: warning: ${shown(file)}: ${what}; played again\n`);
}

/**
 * The checksum of one record: over the batch key and the file's header too, so a record copied
 * from another batch or under an edited chunk size no longer matches (issue 26 item 5).
 */
function recordSum(key: string, header: string, body: string): string {
  return createHash('sha256').update(`${key}\n${header}\n${body}`).digest('hex').slice(0, 32);
}

const recordBody = (chunk: number, start: number, end: number, result: unknown) => JSON.stringify({ chunk, start, end, result });

/**
 * Reads a chunk file: a torn last line (killed mid-append) is cut off; a damaged header refuses;
 * a record whose checksum or shape is wrong is left out (its chunk is played again).
 */
function readChunks(file: string, key: string): { chunkSize: number; header: string; done: Map<number, StoredChunk>; validBytes: number } {
  const text = readFileSync(file, 'utf8');
  const end = text.lastIndexOf('\n') + 1;
  const lines = text.slice(0, end).split('\n').slice(0, -1);
  if (lines.length === 0) damaged(shown(file), 'no header');
  let chunkSize: number;
  try {
    chunkSize = (JSON.parse(lines[0]) as { chunkSize: number }).chunkSize;
  } catch {
    damaged(shown(file), 'header');
  }
  if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) damaged(shown(file), 'chunk size');
  const done = new Map<number, StoredChunk>();
  const bad: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    let rec: { chunk: number; start: number; end: number; result: unknown; sum: unknown };
    try {
      rec = JSON.parse(lines[i]) as typeof rec;
    } catch {
      bad.push(i + 1);
      continue;
    }
    const sound =
      rec !== null &&
      typeof rec === 'object' &&
      Number.isSafeInteger(rec.chunk) &&
      rec.chunk >= 0 &&
      Number.isSafeInteger(rec.start) &&
      Number.isSafeInteger(rec.end) &&
      rec.start >= 0 &&
      rec.end > rec.start &&
      rec.sum === recordSum(key, lines[0], recordBody(rec.chunk, rec.start, rec.end, rec.result));
    if (!sound) bad.push(i + 1);
    else if (!done.has(rec.chunk)) done.set(rec.chunk, { start: rec.start, end: rec.end, result: rec.result });
  }
  if (bad.length > 0) replayed(file, `${bad.length} damaged record(s) (line ${bad.slice(0, 5).join(', ')}${bad.length > 5 ? ', …' : ''}: checksum or shape)`);
  return { chunkSize, header: lines[0], done, validBytes: Buffer.byteLength(text.slice(0, end)) };
}

/**
 * Opens the record of one batch of games (one runMatchups call) when the command has a partial
 * folder; undefined otherwise. `determining` is everything that fixes the batch's tallies.
 */
export function openCheckpoint(determining: unknown, chunkSize: number): Checkpoint | undefined {
  const dir = state.dir;
  if (dir === undefined) {
    if (state.shard) throw new Error('a shard needs an output folder to record its chunks in');
    return undefined;
  }
  const key = createHash('sha256')
    .update(JSON.stringify({ volley: VERSION, determining }))
    .digest('hex');
  const runFile = join(dir, 'run.json');
  if (state.batches++ === 0) {
    let existing: RunFile | undefined;
    const resumable = state.resume && entryKind(dir, 'dir') === 'ok';
    if (resumable) checkOwnPartial(dir);
    if (resumable && entryKind(runFile, 'file') === 'ok') {
      try {
        existing = JSON.parse(readFileSync(runFile, 'utf8')) as RunFile;
      } catch {
        damaged(shown(runFile), 'run.json');
      }
    }
    if (state.resume && existing !== undefined && existing.first !== key) {
      throw new InputError(
        'command line',
        '--resume',
        `the partial results in ${shown(dir)} come from a different run (inputs, options, seed or volley version differ)`,
        'repeat the interrupted command exactly, or drop --resume to start over',
      );
    }
    if (!state.resume || existing === undefined) {
      // a fresh start: what an earlier run left is volley's own and no longer wanted
      freshPartialDir(dir);
      state.created = true;
      state.nonce = randomBytes(8).toString('hex');
      writeDurably(runFile, `${JSON.stringify({ volley: VERSION, first: key, nonce: state.nonce } satisfies RunFile)}\n`);
    } else state.nonce = existing.nonce ?? randomBytes(8).toString('hex');
  }
  const file = join(dir, `${key}.jsonl`);
  let done = new Map<number, StoredChunk>();
  let header = JSON.stringify({ chunkSize });
  const exists = entryKind(file, 'file') === 'ok';
  // O_NOFOLLOW: a link put in the file's place between the check and the open fails the open
  const append = () => openSync(file, constants.O_WRONLY | constants.O_APPEND | constants.O_CREAT | constants.O_NOFOLLOW, 0o644);
  let fd: number;
  if (exists) {
    const read = readChunks(file, key);
    chunkSize = read.chunkSize;
    header = read.header;
    done = read.done;
    fd = openSync(file, constants.O_RDWR | constants.O_NOFOLLOW);
    ftruncateSync(fd, read.validBytes);
    closeSync(fd);
    fd = append();
  } else {
    fd = append();
    writeSync(fd, `${header}\n`);
    fsyncSync(fd);
    fsyncDir(dir);
  }
  let open = true;
  const shard = state.shard;
  return {
    chunkSize,
    tag: createHash('sha256').update(`${state.nonce}|${key}`).digest('hex').slice(0, 16),
    restore(chunkIndex, start, end, check) {
      const stored = done.get(chunkIndex);
      if (stored === undefined) return undefined;
      const problem =
        stored.start !== start || stored.end !== end ? `covers units ${stored.start}..${stored.end - 1}, not ${start}..${end - 1}` : check(stored.result);
      if (problem === undefined) return stored.result;
      replayed(file, `the record of chunk ${chunkIndex} ${problem.startsWith('covers') ? '' : 'is damaged: '}${problem}`);
      return undefined;
    },
    mine: (chunkIndex) => shard === undefined || chunkIndex % shard.count === shard.index - 1,
    endBatch() {
      if (shard) throw new ShardDone();
    },
    record(chunk, start, end, result) {
      const body = recordBody(chunk, start, end, result);
      writeSync(fd, `${body.slice(0, -1)},"sum":"${recordSum(key, header, body)}"}\n`);
      state.recorded++;
      fsyncSync(fd);
    },
    close() {
      if (open) closeSync(fd);
      open = false;
    },
  };
}
