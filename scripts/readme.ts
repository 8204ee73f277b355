// The commands the README prints, as a reader would paste them: every line of its ```sh blocks and
// every `run:` step of its ```yaml CI recipes, in order, with the exit code the README documents
// for it (a trailing comment "(exit N)"; 0 otherwise). test/readme/commands.test.ts runs them;
// scripts/readme-outputs.ts rewrites the quoted outputs.

export interface ReadmeCommand {
  /** 1-based line in README.md */
  line: number;
  /** the command as printed, comment removed */
  text: string;
  /** the words, split as a POSIX shell splits this simple form (no quotes are used) */
  words: string[];
  /** the README's documented exit code */
  exit: number;
  /** index of the fenced block it belongs to: commands of one block run in order, in one folder */
  block: number;
}

const EXIT_NOTE = /\(exit (\d+)\)/;

export function readmeCommands(markdown: string): ReadmeCommand[] {
  const out: ReadmeCommand[] = [];
  let fence: 'sh' | 'yaml' | 'other' | undefined;
  let block = -1;
  markdown.split('\n').forEach((raw, i) => {
    const opening = /^```(\w*)\s*$/.exec(raw);
    if (opening && fence === undefined) {
      fence = opening[1] === 'sh' ? 'sh' : opening[1] === 'yaml' ? 'yaml' : 'other';
      block++;
      return;
    }
    if (/^```\s*$/.test(raw)) {
      fence = undefined;
      return;
    }
    if (fence === 'other' || fence === undefined) return;
    let line = raw.trim();
    if (fence === 'yaml') {
      const step = /^- run:\s*(.*)$/.exec(line);
      if (!step) return;
      line = step[1];
    }
    const hash = line.search(/(^|\s)#/);
    const comment = hash < 0 ? '' : line.slice(hash);
    const text = (hash < 0 ? line : line.slice(0, hash)).trim();
    if (text === '') return;
    const exit = EXIT_NOTE.exec(comment);
    out.push({ line: i + 1, text, words: text.split(/\s+/), exit: exit ? Number(exit[1]) : 0, block });
  });
  return out;
}

/** The quoted outputs: a `<!-- output of: CMD -->` comment, then the quoted first line `> …`. */
export interface ReadmeQuote {
  line: number;
  command: string;
  quoted: string;
}

const OUTPUT_OF = /^<!-- output of: (.+?) -->$/;

export function readmeQuotes(markdown: string): ReadmeQuote[] {
  const lines = markdown.split('\n');
  const out: ReadmeQuote[] = [];
  lines.forEach((l, i) => {
    const m = OUTPUT_OF.exec(l.trim());
    if (!m) return;
    const next = lines[i + 1] ?? '';
    if (!next.startsWith('> ')) throw new Error(`README.md:${i + 2}: an "output of" comment must be followed by a quoted line "> …"`);
    out.push({ line: i + 2, command: m[1], quoted: next.slice(2) });
  });
  return out;
}

/** Replaces each quote with the given first lines (by command), for scripts/readme-outputs.mjs. */
export function withQuotes(markdown: string, firstLines: Map<string, string>): string {
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = OUTPUT_OF.exec(lines[i].trim());
    const fresh = m && firstLines.get(m[1]);
    if (fresh !== undefined && fresh !== null) lines[i + 1] = `> ${fresh}`;
  }
  return lines.join('\n');
}
