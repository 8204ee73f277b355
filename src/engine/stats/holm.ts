/**
 * Holm's step-down procedure (S. Holm, "A simple sequentially rejective multiple test procedure",
 * Scand. J. Statist. 6 (1979) 65–70), for tests read off intervals: hypothesis i is rejected at
 * level a when its interval at confidence 1 − a lies wholly outside the null region. With r of the
 * m already rejected, every remaining one whose interval at 1 − α/(m − r) excludes its null region
 * is rejected; this repeats until a step rejects none. The rejections are Holm's (a p-value
 * ≤ α/(m − r) is the same as exclusion at that level), so the chance of any false rejection in
 * the family is ≤ α whatever the dependence between the tests.
 *
 * It also gives, per hypothesis, the confidence level of an interval that agrees with the
 * decision: a rejected one at the level of the step that rejected it (that interval excludes the
 * null region), every other at the level where the procedure stopped (that interval does not).
 */
export function holmByIntervals(m: number, excludes: (i: number, conf: number) => boolean, alpha: number): { rejected: boolean[]; level: number[] } {
  const rejected = new Array<boolean>(m).fill(false);
  const level = new Array<number>(m).fill(NaN);
  let r = 0;
  for (;;) {
    const conf = 1 - alpha / Math.max(1, m - r);
    const found = [];
    for (let i = 0; i < m; i++) if (!rejected[i] && excludes(i, conf)) found.push(i);
    if (found.length === 0 || r === m) {
      for (let i = 0; i < m; i++) if (!rejected[i]) level[i] = conf;
      return { rejected, level };
    }
    for (const i of found) {
      rejected[i] = true;
      level[i] = conf;
    }
    r += found.length;
  }
}
