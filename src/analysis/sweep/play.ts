// Issue 31, item 5 for sweeps: does the sweep's answer (the 50% crossing, or the score at each
// value where no crossing is fitted) hold under the game's other competent policies?
import { DEFAULT_BAND, withInterval } from '../shared/headline.js';
import { robustnessOf } from '../shared/robustness.js';
import type { MatchupSummary } from '../../engine/summary.js';
import type { CrossingEstimate } from './fit.js';

/** What the check reads of a sweep curve (run.ts's SweepCurve). */
export interface CurveLike {
  policies: [string, string];
  points: { value: unknown; summary: MatchupSummary }[];
  crossing: CrossingEstimate | null;
}

export interface SweepPlay<C extends CurveLike = CurveLike> {
  fraction: number;
  games: number;
  policies: string[];
  /** The curves of the other competent policies, at `games` per value. */
  curves: C[];
  dependsOnPlay: boolean;
  words: string;
}

function tag(c: CurveLike): string {
  return c.policies[0] === c.policies[1] ? c.policies[0] : c.policies.join('/');
}

/**
 * Every curve (main ones first): the answer depends on play when two fitted crossings' intervals
 * exclude each other; where some policy has no crossing, when a value's scores disagree
 * (robustness.ts).
 */
export function sweepPlay<C extends CurveLike>(main: C[], others: C[], fraction: number, games: number): SweepPlay<C> {
  const all = [...main, ...others];
  const names = all.map(tag);
  const base = { fraction, games, policies: others.map(tag), curves: others };
  const crossed = all.filter((c) => c.crossing && c.crossing.status !== 'none');
  for (let i = 0; i < crossed.length; i++) {
    for (let j = i + 1; j < crossed.length; j++) {
      const [a, b] = [crossed[i].crossing!, crossed[j].crossing!];
      if (a.hi < b.lo || b.hi < a.lo) {
        const said = crossed
          .map((c) => `${tag(c)} ${c.crossing!.x50.toPrecision(4)} ` + `[${c.crossing!.lo.toPrecision(4)}, ${c.crossing!.hi.toPrecision(4)}]`)
          .join(', ');
        return { ...base, dependsOnPlay: true, words: `depends on play: the 50% crossing is ${said}` };
      }
    }
  }
  // the sweep's answer is its crossing where every policy has one; else the score at each value
  if (crossed.length === all.length) return { ...base, dependsOnPlay: false, words: `holds under ${names.join(', ')}` };
  for (let v = 0; v < all[0].points.length; v++) {
    const r = robustnessOf(
      all.map((c) => ({
        policy: tag(c),
        games: c.points[v].summary.games,
        score: c.points[v].summary.scoreA,
        lo: c.points[v].summary.scoreLo,
        hi: c.points[v].summary.scoreHi,
      })),
      DEFAULT_BAND,
    );
    if (r.dependsOnPlay) {
      const said = r.scores.map((s) => `${s.policy} ${withInterval(s.score, s.lo, s.hi)}`).join(', ');
      return { ...base, dependsOnPlay: true, words: `depends on play at ${JSON.stringify(all[0].points[v].value)}: ${said}` };
    }
  }
  return { ...base, dependsOnPlay: false, words: `holds under ${names.join(', ')}` };
}
