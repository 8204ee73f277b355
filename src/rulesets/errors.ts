/**
 * InputError: the one error type for bad user input (YAML, lists, flags).
 * The CLI prints `message` as a single line and exits with code 2; never a stack trace.
 * The message always names the file, the field (YAML path, line where known) and the fix.
 */
export class InputError extends Error {
  readonly file: string;
  readonly field: string;
  readonly line: number | undefined;
  readonly hint: string;

  constructor(file: string, field: string, problem: string, hint = '', line?: number) {
    const where = line !== undefined ? `${file}:${line}` : file;
    const fieldPart = field ? ` at '${field}'` : '';
    super(`${where}${fieldPart}: ${problem}${hint ? ` (${hint})` : ''}`);
    this.name = 'InputError';
    this.file = file;
    this.field = field;
    this.line = line;
    this.hint = hint;
  }
}

export function isInputError(e: unknown): e is InputError {
  return e instanceof InputError || (e instanceof Error && e.name === 'InputError');
}
