// A document volley changed in memory before validation (a sweep's value, a compare patch, an
// ablation): statements a file makes about itself as printed (e.g. SfG's `proposalPoints:`)
// no longer describe it, so a ruleset checks them only on documents read as written.

const EDITED = Symbol.for('volley.editedInMemory');

/** Marks a parsed YAML node as changed by volley (not enumerable: hashes and copies ignore it). */
export function markEdited(node: object): void {
  if (!Object.hasOwn(node, EDITED)) Object.defineProperty(node, EDITED, { value: true, enumerable: false });
}

export function isEdited(node: unknown): boolean {
  return node !== null && typeof node === 'object' && Object.hasOwn(node, EDITED);
}
