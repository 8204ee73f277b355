// A headline as the terminal prints it (issue 29 item 7): summary.json and the page keep the whole
// sentence on one line; the terminal's first line is its answer, at most HEADLINE_WIDTH characters
// and ending where a clause ends, and the details follow, one clause a line.

/** Longest line of a headline on the terminal. */
export const HEADLINE_WIDTH = 160;

/** Where a headline may break, coarsest first: sentences, clauses, phrases, a label and its list. */
const BREAKS = ['. ', '; ', ', ', ': '] as const;

/** Indent of the lines after the first: they are details of it. */
const DETAIL = '  ';

/** `text` split at `sep` where it is outside brackets (a clause's "(a; b)" or "[lo, hi]" stays whole). */
export function splitTopLevel(text: string, sep: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (depth === 0 && text.startsWith(sep, i)) {
      out.push(text.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

/** The parts of a split with their separator back at the end of each but the last. */
function keepSeparator(parts: string[], sep: string): string[] {
  return parts.map((p, k) => (k < parts.length - 1 ? `${p}${sep}` : p));
}

/**
 * Pieces of at most `width` characters, each ending where a sentence or clause, else a phrase,
 * ends; the separator stays at the end of its piece, so the pieces joined give the text back.
 * A phrase longer than the width is cut at its last space within it.
 */
function pieces(text: string, width: number, seps: readonly string[]): string[] {
  if (text.length <= width) return [text];
  const [sep, ...finer] = seps;
  if (sep === undefined) {
    const cut = text.lastIndexOf(' ', width);
    if (cut <= 0) return [text];
    return [text.slice(0, cut + 1), ...pieces(text.slice(cut + 1), width, seps)];
  }
  const out: string[] = [];
  let line = '';
  for (const part of keepSeparator(splitTopLevel(text, sep), sep)) {
    if (line && (line + part).trimEnd().length > width) {
      out.push(line);
      line = '';
    }
    if (!line && part.trimEnd().length > width) out.push(...pieces(part, width, finer));
    else line += part;
  }
  if (line) out.push(line);
  return out;
}

/**
 * The headline for the terminal: the first line at most `width` characters and whole clauses,
 * then each further sentence or clause on its own indented line (wrapped at phrases to the same width). No
 * word is dropped: the lines, unindented and joined with spaces, are the headline.
 */
export function terminalHeadline(headline: string, width = HEADLINE_WIDTH): string {
  const [first, ...rest] = pieces(headline, width, BREAKS);
  const clauses = rest.flatMap((p) => [BREAKS[0], BREAKS[1]].reduce((cs, sep) => cs.flatMap((c) => keepSeparator(splitTopLevel(c, sep), sep)), [p]));
  const details = clauses.filter((c) => c.trim()).flatMap((c) => pieces(c, width - DETAIL.length, BREAKS.slice(2)));
  return [first, ...details.map((d) => `${DETAIL}${d}`)].map((l) => l.trimEnd()).join('\n');
}
