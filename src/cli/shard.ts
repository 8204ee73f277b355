// `--shard i/n` on matrix, sweep, compare and tournament: the process records its share of the
// chunks and writes them, with the command that made them, as a shard folder; `volley merge`
// checks that the parts belong together, restores every record and reruns the command with
// --resume, which writes the report a single run writes, byte for byte.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freshPartialDir, partialDirOf, type Shard } from '../engine/partial.js';
import { writeReportDir } from '../report/index.js';
import { InputError } from '../rulesets/errors.js';
import { readInputFile } from '../scenario/yaml.js';
import { VERSION } from '../version.js';

const SHARD_FILE = 'shard.json';
const RECORDS = 'records';

interface ShardFile {
  volley: string;
  /** The command line without --shard, --out, --workers, --resume and --queue (and their values). */
  argv: string[];
  shard: Shard;
}

/** Flags that may differ between the parts of one sharded run (they do not change a game), or do not belong in the rerun. */
const PART_FLAGS = new Set(['--shard', '--out', '-o', '--queue', '--workers', '-w']);

/** Commands a part may record (cli/index.ts CHUNK_SHARDED): merge reruns nothing else. */
const SHARDED_COMMANDS = new Set(['matrix', 'compare', 'sweep', 'tournament']);

/**
 * Flags a merge never takes from a part, whose shard.json may come from a less trusted CI job
 * (issue 26 item 7): which Redis to contact and which folders to read are the merging user's
 * to give, on the merge's own command line.
 */
const NEVER_REPLAYED = ['--queue', '--allow-path', '--resume', ...PART_FLAGS];

export function partArgv(argv: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--resume') continue;
    if (PART_FLAGS.has(a)) {
      i++;
      continue;
    }
    if ([...PART_FLAGS].some((f) => a.startsWith(`${f}=`))) continue;
    out.push(a);
  }
  return out;
}

/** Writes the shard folder: shard.json and the partial folder's records (then the partial folder goes). */
export async function writeShardFolder(argv: string[], use: { shard: Shard; out: string; partial: string }): Promise<void> {
  const files = readdirSync(use.partial)
    .filter((f) => f === 'run.json' || f.endsWith('.jsonl'))
    .sort()
    .map((f) => ({ path: `${RECORDS}/${f}`, content: readFileSync(join(use.partial, f), 'utf8') }));
  const doc: ShardFile = { volley: VERSION, argv: partArgv(argv), shard: use.shard };
  files.push({ path: SHARD_FILE, content: `${JSON.stringify(doc, null, 2)}\n` });
  await writeReportDir(use.out, files);
  process.stdout.write(
    `shard ${use.shard.index}/${use.shard.count} recorded in ${use.out}/; ` +
      `when every part is done: volley merge <the ${use.shard.count} folders> ` +
      `--out <report>\n`,
  );
}

export function isShardFolder(dir: string): boolean {
  return existsSync(join(dir, SHARD_FILE));
}

function readShard(dir: string): ShardFile {
  const file = join(dir, SHARD_FILE);
  let doc: ShardFile;
  try {
    doc = JSON.parse(readInputFile(file, 'shard record')) as ShardFile;
  } catch (e) {
    if (e instanceof InputError) throw e;
    throw new InputError(file, '', 'is not a shard record', 'give folders written with --shard');
  }
  if (
    typeof doc?.volley !== 'string' ||
    !Array.isArray(doc.argv) ||
    !doc.argv.every((a) => typeof a === 'string') ||
    !Number.isSafeInteger(doc.shard?.index) ||
    !Number.isSafeInteger(doc.shard?.count)
  ) {
    throw new InputError(file, '', 'is not a shard record', 'give folders written with --shard');
  }
  if (!SHARDED_COMMANDS.has(doc.argv[0]))
    throw new InputError(
      file,
      'argv',
      `names the command '${doc.argv[0]?.slice(0, 40) ?? ''}', which no part records`,
      `give folders written by ${[...SHARDED_COMMANDS].join(', ')} with --shard`,
    );
  const flag = doc.argv.find((a) => NEVER_REPLAYED.some((f) => a === f || a.startsWith(`${f}=`)) || /^-[ow]./.test(a));
  if (flag !== undefined)
    throw new InputError(
      file,
      'argv',
      `holds ${flag.split('=')[0].slice(0, 20)}, which a merge never takes ` + `from a part`,
      'rerun that part with volley; give --allow-path on the merge command ' + 'line if its inputs lie outside',
    );
  return doc;
}

/** The batch key a part's run.json names (every part of one run names the same). */
function firstOf(text: string, file: string): string {
  try {
    const first = (JSON.parse(text) as { first?: unknown })?.first;
    if (typeof first === 'string' && /^[0-9a-f]{64}$/.test(first)) return first;
  } catch {
    // named below
  }
  throw new InputError(file, 'first', 'is damaged', 'rerun that part');
}

/**
 * Checks that `dirs` are the n parts of one sharded command, lays their records out as the
 * partial folder of `out` and returns the command line that writes the report (with --resume).
 */
export function prepareShardMerge(dirs: string[], out: string): string[] {
  if (dirs.some((d) => resolve(d) === resolve(out))) {
    throw new InputError('command line', '--out', `${out} is one of the parts`, 'write the merged report to a folder of its own');
  }
  const parts = dirs.map(readShard);
  const first = parts[0];
  const firstFile = join(dirs[0], SHARD_FILE);
  parts.forEach((p, i) => {
    const file = join(dirs[i], SHARD_FILE);
    if (p.volley !== first.volley || JSON.stringify(p.argv) !== JSON.stringify(first.argv) || p.shard.count !== first.shard.count) {
      throw new InputError(file, 'argv', `is a part of another run than ${firstFile}`, 'merge the parts of one command (same inputs, flags and part count)');
    }
  });
  const seen = new Map<number, string>();
  parts.forEach((p, i) => {
    const other = seen.get(p.shard.index);
    if (other !== undefined)
      throw new InputError(join(dirs[i], SHARD_FILE), 'shard', `part ${p.shard.index}/${p.shard.count} is also ${other}`, 'give each part once');
    seen.set(p.shard.index, dirs[i]);
  });
  const missing = Array.from({ length: first.shard.count }, (_, k) => k + 1).filter((k) => !seen.has(k));
  if (missing.length > 0) {
    throw new InputError('command line', 'dirs', `part(s) ${missing.join(', ')} of ${first.shard.count} are missing`, 'give every part of the sharded run');
  }
  // every part's records of each batch (same header: the same chunk size), one file per batch
  const batches = new Map<string, { header: string; lines: string[] }>();
  let runJson = '';
  dirs.forEach((dir, i) => {
    const records = join(dir, RECORDS);
    if (!existsSync(records))
      throw new InputError(records, '', 'is missing: this part holds no records', `rerun part ${parts[i].shard.index} of the sharded command`);
    for (const f of readdirSync(records).sort()) {
      // only what a part writes: run.json and one <batch key>.jsonl per batch of games
      if (f !== 'run.json' && !/^[0-9a-f]{64}\.jsonl$/.test(f))
        throw new InputError(join(records, f), '', 'is not a record volley writes', `rerun part ${parts[i].shard.index} of the sharded command`);
      const text = readInputFile(join(records, f), 'shard record');
      if (f === 'run.json') {
        const first = firstOf(text, join(records, f));
        if (runJson !== '' && first !== firstOf(runJson, join(records, f))) {
          throw new InputError(join(records, f), 'first', `differs from the other parts`, 'merge the parts of one command');
        }
        runJson = text;
        continue;
      }
      const [header, ...lines] = text.split('\n').filter((l) => l !== '');
      const b = batches.get(f);
      if (b && b.header !== header)
        throw new InputError(join(records, f), 'chunkSize', `differs from the other parts`, `rerun part ${parts[i].shard.index} with the same --chunk`);
      if (b) b.lines.push(...lines);
      else batches.set(f, { header, lines });
    }
  });
  if (runJson === '') throw new InputError(join(dirs[0], RECORDS), 'run.json', 'is missing', 'rerun the parts');
  const partial = partialDirOf(out);
  freshPartialDir(partial);
  writeFileSync(join(partial, 'run.json'), runJson);
  for (const [f, b] of batches) writeFileSync(join(partial, f), `${[b.header, ...b.lines].join('\n')}\n`);
  return [...first.argv, '--out', out, '--resume'];
}
