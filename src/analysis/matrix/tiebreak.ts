// The share of a matrix's battles the ruleset's tiebreak decided (Ruleset.tiebreak, e.g. SfG's
// game score on equal objectives): per policy, per list (all its matchups) and per matchup, so a
// reader sees how much of each list's field score rests on a rule the text may leave undefined.
import { decidedShare, shareRange, type DecidedShare } from '../../report/tiebreak.js';
import type { MatrixResult, MatrixTiebreakMode } from './run.js';

export interface MatrixTiebreak {
  source: string;
  option?: string;
  policies: ({ policy: string } & DecidedShare)[];
  lists: ({ policy: string; list: string } & DecidedShare)[];
  cells: ({ policy: string; list: string; opponent: string } & DecidedShare)[];
}

/** The tiebreak's shares over the matrix's own games (undefined when the ruleset has none). */
export function matrixTiebreak(r: MatrixResult): MatrixTiebreak | undefined {
  const sc = r.scenarios[0];
  const tb = sc.ruleset.tiebreak?.(sc.options);
  if (tb === undefined) return undefined;
  const policies = [...new Set(r.tallies.map((t) => t.policy))];
  const of = (policy: string) => r.tallies.filter((t) => t.policy === policy);
  return {
    source: tb.source,
    ...(tb.option ? { option: tb.option.key } : {}),
    policies: policies.map((policy) => ({
      policy,
      ...decidedShare(
        tb.reasons,
        of(policy).map((t) => t.tally),
      ),
    })),
    lists: policies.flatMap((policy) =>
      r.poule.names.map((list) => ({
        policy,
        list,
        ...decidedShare(
          tb.reasons,
          of(policy)
            .filter((t) => t.list === list || t.opponent === list)
            .map((t) => t.tally),
        ),
      })),
    ),
    cells: r.tallies.map((t) => ({ policy: t.policy, list: t.list, opponent: t.opponent, ...decidedShare(tb.reasons, [t.tally]) })),
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** One sentence per policy: the share over the whole matrix and its range over the lists; then the verdicts by reading (modes). */
export function matrixTiebreakText(t: MatrixTiebreak, modes?: MatrixTiebreakMode[]): string {
  const parts = t.policies.map(
    (p) =>
      `${pct(p.share)} of ${p.games.toLocaleString('en-US')} battles under ${p.policy} ` +
      `(per list ${shareRange(t.lists.filter((l) => l.policy === p.policy))}, ` +
      `per matchup ${shareRange(t.cells.filter((c) => c.policy === p.policy))})`,
  );
  return `The tiebreak decided ${parts.join('; ')}: ${t.source}.${modes && t.option ? modesText(t.option, modes) : ''}`;
}

/** The lists whose field verdict differs by reading, each with its score under every value; or that none does. */
export function modesText(option: string, modes: MatrixTiebreakMode[]): string {
  const lists = modes[0].lists.map((l) => l.list);
  const rows = (list: string) =>
    modes
      .map((m) => {
        const l = m.lists.find((x) => x.list === list)!;
        return `${option}=${m.value} ${pct(l.field)} [${pct(l.lo)}, ${pct(l.hi)}] ${l.verdict}`;
      })
      .join(', ');
  const differ = lists.filter((list) => new Set(modes.map((m) => m.lists.find((x) => x.list === list)!.verdict)).size > 1);
  const values = modes.map((m) => m.value).join(', ');
  if (differ.length === 0) return ` Same field verdict for every list under every reading (${option}: ${values}; policy ${modes[0].policy}).`;
  return ` The field verdict differs by reading (policy ${modes[0].policy}, same seeds) for ${differ.map((list) => `${list} (${rows(list)})`).join('; ')}.`;
}
