// Ruleset.tiebreak in a matrix: the field verdicts replayed under each value of the tiebreak's
// rule option (SfG: scoreMode), same seeds, first policy only, so the report says whether a
// list's verdict rests on the reading of a rule the text leaves undefined.
import { runMatrix, type MatrixFlags, type MatrixResult, type MatrixTiebreakMode } from './run.js';
import { matrixTiebreak } from './tiebreak.js';

/**
 * The first policy's field under every value of the tiebreak's option (the run's own value from
 * `r`, the others replayed); undefined when the ruleset has no such option or it decided nothing.
 */
export async function matrixTiebreakModes(file: string, flags: MatrixFlags, r: MatrixResult): Promise<MatrixTiebreakMode[] | undefined> {
  const sc = r.scenarios[0];
  const tb = sc.ruleset.tiebreak?.(sc.options);
  const share = matrixTiebreak(r);
  if (!tb?.option || !share || share.policies[0].decided === 0) return undefined;
  const key = tb.option.key;
  const own = String(sc.options[key]);
  const pm = r.byPolicy[0];
  const modes: MatrixTiebreakMode[] = [];
  for (const value of tb.option.values) {
    let field = pm.field;
    if (value !== own) {
      const alt = await runMatrix(file, { ...flags, policies: [...new Set(r.policies[0])], robustness: 'off', options: { ...flags.options, [key]: value } });
      field = alt.byPolicy[0].field;
    }
    modes.push({ value, policy: pm.policy, lists: field.map((f) => ({ list: f.list, field: f.field, lo: f.fieldLo, hi: f.fieldHi, verdict: f.verdict })) });
  }
  return modes;
}
