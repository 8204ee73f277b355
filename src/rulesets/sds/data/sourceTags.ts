/**
 * The spec's source tags (sds-mechanics.md §0.3) that catalogue notes cite, in words a player
 * reads: `volley points` prints a note with its tags in these words; the tags stay in the
 * catalogue files and the --json output, where a maintainer traces a number to its source.
 */
const SOURCE_WORDS: Record<string, string> = {
  S000: 'the tournament rules',
  'SEED-000': 'the tournament rules',
  S001: 'the core rules sample',
  SASK: 'a published game report',
  TOYS: 'a published game report',
  TIMO: 'a published game report',
  PRINCE: 'a published game report',
  YITH: 'a published game report',
  'TTS-BR': 'a published game report',
  DALES: 'published house rules',
  'RAFA-WET': 'a published scenario',
  'RAFA-COS': 'a published scenario',
};

const TAG = new RegExp(`(^|\\s)(${Object.keys(SOURCE_WORDS).join('|')})(?=$|[\\s:;,])`, 'g');

/**
 * A catalogue note with its source tags in words: "points TOYS" → "points from a published game
 * report", "SEED-000: the only …" → "the tournament rules: the only …", a tag alone → "from …".
 */
export function readableNote(note: string): string {
  return note
    .split('; ')
    .map((part) =>
      part.replace(TAG, (_m, space: string, tag: string, at: number) => {
        const words = SOURCE_WORDS[tag];
        const first = at === 0;
        const rest = part.slice(at + space.length + tag.length);
        // a tag that opens its clause is its subject ("… names Jäger", "…: the only …"); else it says where from
        return first && rest.trim() !== '' ? `${space}${words}` : `${space}from ${words}`;
      }),
    )
    .join('; ');
}
