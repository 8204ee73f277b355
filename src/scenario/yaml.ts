import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isMap, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { SourceRef } from '../rulesets/types.js';
import { InputError } from './errors.js';

export interface LoadedYaml {
  doc: unknown;
  file: string;
  source: SourceRef;
  sha256: string;
}

/** Reads and parses a YAML file, keeping positions so errors can cite line numbers. */
export function readYamlFile(file: string): LoadedYaml {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(file, '', code === 'ENOENT' ? 'file not found' : `cannot read file (${code ?? String(e)})`, 'check the path');
  }
  return parseYamlText(text, file);
}

export function parseYamlText(text: string, file: string): LoadedYaml {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (document.errors.length > 0) {
    const err = document.errors[0];
    const line = err.linePos?.[0]?.line ?? (err.pos ? lineCounter.linePos(err.pos[0]).line : undefined);
    const msg = err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    throw new InputError(file, '', `invalid YAML: ${msg}`, 'fix the YAML syntax', line);
  }
  const sha256 = createHash('sha256').update(text).digest('hex');
  return { doc: document.toJS(), file, source: sourceRef(file, document, lineCounter), sha256 };
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
