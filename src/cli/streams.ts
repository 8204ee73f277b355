// Where stdout and stderr go: one place (a terminal, `2>&1`, one log file) or two.
import { fstatSync } from 'node:fs';

/** stdout and stderr are the same terminal, pipe or file: what one says, the reader sees once. */
export function sameDestination(): boolean {
  try {
    const out = fstatSync(1);
    const err = fstatSync(2);
    return out.dev === err.dev && out.ino === err.ino && out.rdev === err.rdev;
  } catch {
    return false;
  }
}
