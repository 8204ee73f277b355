// What must match between a driver and its workers for their games to be the same games: the
// volley version and the ruleset code and data they were built from.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERSION } from '../../version.js';

export interface Fingerprint {
  volley: string;
  /** sha256 (first 16 hex digits) of every ruleset source or build file, by relative path. */
  rulesets: string;
}

const CODE = /\.(ts|js|mjs|json)$/;
const NOT_CODE = /\.d\.ts$|\.map$/;

/**
 * This installation's fingerprint. The rulesets hash covers the files of src/rulesets (or
 * dist/rulesets): a locally patched rule plays different games under the same version number.
 */
export function fingerprint(): Fingerprint {
  const root = fileURLToPath(new URL('../../rulesets/', import.meta.url));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (CODE.test(e.name) && !NOT_CODE.test(e.name)) files.push(p);
    }
  };
  walk(root);
  const hash = createHash('sha256');
  for (const f of files.map((p) => relative(root, p).split('\\').join('/')).sort()) {
    hash
      .update(`${f}\0`)
      .update(readFileSync(join(root, f)))
      .update('\0');
  }
  return { volley: VERSION, rulesets: hash.digest('hex').slice(0, 16) };
}

export function describeFingerprint(f: Fingerprint): string {
  return `volley ${f.volley}, rulesets ${f.rulesets}`;
}
