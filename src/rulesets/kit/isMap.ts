/** A parsed YAML/JSON mapping (not null, not a list): the one test every input validator uses. */
export function isMap(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
