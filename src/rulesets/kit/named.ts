/**
 * The entry a user-given name picks from a table (rulesets, policies, nations, columns), own
 * entries only: 'constructor', 'toString' and '__proto__' are names every object inherits, never
 * a ruleset's, a policy's or a list's (issue 26 item 8).
 */
export function named<T>(table: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
