/** "1 base", "2 bases": a count with its noun in the right number, for a game's log lines. */
export function counted(n: number, noun: string, nouns = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : nouns}`;
}
