import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { isAlias, isCollection, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { SourceRef } from '../rulesets/types.js';
import { InputError } from '../rulesets/errors.js';

export interface LoadedYaml {
  doc: unknown;
  file: string;
  source: SourceRef;
  sha256: string;
}

/**
 * Largest input file read: 300 times the largest shipped data file. YAML parse time grows with
 * the key count (about 2 s per MB of short keys on one core), so this also bounds load time.
 */
export const MAX_INPUT_BYTES = 1024 * 1024;
/** Deepest nesting of mappings and lists: shipped files use 6 levels. */
export const MAX_YAML_DEPTH = 32;
/** Most aliases (`*name`) a file may use: shipped files use none; bounds alias-bomb expansion. */
export const MAX_YAML_ALIASES = 100;

const read = new Set<string>();

/** Every input file read by this process (absolute paths): output folders may not hold them. */
export function filesRead(): ReadonlySet<string> {
  return read;
}

/**
 * Reads a user-named input file with a bound: it must be a regular file (not a FIFO, device or
 * folder, which could block or never end) of at most MAX_INPUT_BYTES, in UTF-8.
 */
export function readInputFile(file: string, what = 'file'): string {
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO must not wait for a writer; the type check below refuses it.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(
      file,
      '',
      code === 'ENOENT' ? `${what} not found` : code === 'EISDIR' ? 'is a folder, not a file' : `cannot read ${what} (${code ?? String(e)})`,
      'check the path',
    );
  }
  try {
    const st = fstatSync(fd);
    if (st.isDirectory()) throw new InputError(file, '', 'is a folder, not a file', 'name a YAML file');
    if (!st.isFile()) throw new InputError(file, '', 'is not a regular file (a pipe, socket or device)', 'save the content to a file and name that');
    if (st.size > MAX_INPUT_BYTES)
      throw new InputError(
        file,
        '',
        `is ${st.size} bytes, over the ${MAX_INPUT_BYTES}-byte limit for input files`,
        'split it, or check that it is the file you meant',
      );
    const buf = Buffer.alloc(Math.min(st.size, MAX_INPUT_BYTES) + 1);
    let n = 0;
    for (;;) {
      const got = readSync(fd, buf, n, buf.length - n, null);
      if (got === 0) break;
      n += got;
      if (n >= buf.length)
        throw new InputError(file, '', `grew past the ${MAX_INPUT_BYTES}-byte limit while being read`, 'name a file that is not being written');
    }
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(buf.subarray(0, n));
    } catch {
      throw new InputError(file, '', 'is not UTF-8 text', 'save it as UTF-8 YAML');
    }
  } finally {
    closeSync(fd);
  }
}

/**
 * Where input files may be read from. Off for library use; the CLI turns it on with the files the
 * user named on the command line: those, files below the working folder, below a named file's
 * folder, or below an --allow-path folder. Nothing else is read (an include of /etc/passwd or
 * ../../secret stops with exit 2). Paths are compared as real paths, symlinks resolved, so a link
 * below the working folder to a file outside it is outside too (issue 26 item 6).
 */
let pathPolicy: { named: Set<string>; roots: string[] } | undefined;

export function restrictReads(namedArgs: string[], allowPaths: string[]): void {
  read.clear(); // a new command: only its own inputs count (tests run many in one process)
  // a named file may be read itself; only what exists opens a folder (a seed, a policy or a URL opens nothing)
  const named = new Set(namedArgs.map(realTarget));
  const existing = namedArgs.map((a) => resolve(a)).filter((a) => realOrNull(a) !== null);
  const roots = [process.cwd(), ...allowPaths.map((d) => realOrNull(resolve(d)) ?? resolve(d))].map((r) => realOrNull(r) ?? r);
  // a named folder opens itself, a named file the folder it was named in (its lists sit next to it)
  for (const n of existing) roots.push(isDirectory(n) ? realOrNull(n)! : (realOrNull(dirname(n)) ?? dirname(n)));
  pathPolicy = { named, roots };
}

/** The real path (symlinks resolved), or null when nothing is there. */
function realOrNull(path: string): string | null {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
}

/**
 * Where reading `file` would really read: its real path, or for a file not there (yet) its real
 * folder and name (a dangling link resolves to nothing readable and fails when opened).
 */
function realTarget(file: string): string {
  const abs = resolve(file);
  const real = realOrNull(abs);
  if (real !== null) return real;
  const dir = realOrNull(dirname(abs));
  return dir === null ? abs : resolve(dir, basename(abs));
}

export function unrestrictReads(): void {
  pathPolicy = undefined;
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

function within(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** Throws unless the path policy lets volley read `file` (see restrictReads). */
export function checkReadable(file: string, from?: string): void {
  if (!pathPolicy) return;
  const abs = realTarget(file);
  if (pathPolicy.named.has(abs) || pathPolicy.roots.some((r) => within(abs, r))) return;
  throw new InputError(
    from ?? file,
    '',
    `refusing to read ${file}: it lies outside the working folder and the ` + `folders of the files you named`,
    'copy it below the working folder, or pass --allow-path <folder>',
  );
}

/** Reads and parses a YAML file, keeping positions so errors can cite line numbers. */
export function readYamlFile(file: string, from?: string): LoadedYaml {
  checkReadable(file, from);
  const text = readInputFile(file);
  read.add(resolve(file));
  return parseYamlText(text, file);
}

/** Deepest nesting and first duplicate key, walking the syntax tree without recursion. */
function shape(document: Document): { depth: number; aliases: number; duplicate?: { key: string; node: unknown } } {
  let depth = 0;
  let aliases = 0;
  const stack: { node: unknown; d: number }[] = [{ node: document.contents, d: 1 }];
  while (stack.length) {
    const { node, d } = stack.pop()!;
    if (isAlias(node)) aliases++;
    if (!isCollection(node)) continue;
    depth = Math.max(depth, d);
    if (depth > MAX_YAML_DEPTH) return { depth, aliases };
    const keys = new Set<unknown>();
    for (const item of node.items as unknown[]) {
      if (isPair(item)) {
        const k = isScalar(item.key) ? item.key.value : item.key;
        if (isMap(node) && keys.has(k)) return { depth, aliases, duplicate: { key: String(k), node: item.key } };
        keys.add(k);
        stack.push({ node: item.key, d: d + 1 }, { node: item.value, d: d + 1 });
      } else stack.push({ node: item, d: d + 1 });
    }
  }
  return { depth, aliases };
}

export function parseYamlText(text: string, file: string): LoadedYaml {
  const lineCounter = new LineCounter();
  // uniqueKeys is checked in shape() instead: yaml's own check is quadratic in the key count.
  let document: Document;
  try {
    document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  } catch (e) {
    // the parser recurses: a file nested thousands deep overflows the stack
    throw new InputError(file, '', `YAML too deeply nested (${(e as Error).message.split('\n')[0]})`, `use at most ${MAX_YAML_DEPTH} levels`);
  }
  if (document.errors.length > 0) {
    const err = document.errors[0];
    const line = err.linePos?.[0]?.line ?? (err.pos ? lineCounter.linePos(err.pos[0]).line : undefined);
    const msg = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new InputError(file, '', `invalid YAML: ${msg}`, 'fix the YAML syntax', line);
  }
  const sh = shape(document);
  if (sh.depth > MAX_YAML_DEPTH)
    throw new InputError(file, '', `YAML nested deeper than ${MAX_YAML_DEPTH} levels`, 'flatten the file; volley data needs a few levels');
  if (sh.aliases > MAX_YAML_ALIASES)
    throw new InputError(file, '', `YAML uses ${sh.aliases} aliases, over the limit of ${MAX_YAML_ALIASES}`, 'write the values out instead of *aliases');
  if (sh.duplicate) {
    const r = (sh.duplicate.node as { range?: [number, number, number] }).range;
    throw new InputError(
      file,
      sh.duplicate.key,
      `invalid YAML: Map keys must be unique`,
      'remove or rename the repeated key',
      r ? lineCounter.linePos(r[0]).line : undefined,
    );
  }
  let doc: unknown;
  try {
    doc = document.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    // yaml throws a ReferenceError when aliases expand past maxAliasCount (an alias bomb)
    throw new InputError(file, '', `YAML aliases expand too far (${(e as Error).message.split('\n')[0]})`, 'write the values out instead of *aliases');
  }
  const sha256 = createHash('sha256').update(text).digest('hex');
  return { doc, file, source: sourceRef(file, document, lineCounter), sha256 };
}

function sourceRef(file: string, document: Document, lineCounter: LineCounter): SourceRef {
  return {
    file,
    lineOf(path: (string | number)[]): number | undefined {
      // Walk down as far as the path exists, so a missing key still points at its parent.
      let node: unknown = document.contents;
      let best: number | undefined;
      const lineOfNode = (n: unknown) => {
        const r = (n as { range?: [number, number, number] } | null)?.range;
        return r ? lineCounter.linePos(r[0]).line : undefined;
      };
      best = lineOfNode(node);
      for (const key of path) {
        if (isMap(node)) {
          const pair = node.items.find((p) => (p.key as { value?: unknown } | null)?.value === key);
          if (!pair) break;
          best = lineOfNode(pair.key) ?? best;
          node = pair.value;
        } else if (isSeq(node) && typeof key === 'number') {
          node = node.items[key];
          best = lineOfNode(node) ?? best;
        } else break;
      }
      return best;
    },
  };
}
