// Ruleset.tiebreak in matrix and sweep reports: the share of battles the tiebreak (SfG's game
// score on equal objectives, SFG-10.6) decided, per list and per matchup of a matrix and per
// swept value, counted from the tallies' own end reasons; absent for a ruleset without one.
import { describe, expect, it } from 'vitest';
import { runMatrix } from '../../src/analysis/matrix/run.js';
import { matrixReport } from '../../src/analysis/matrix/report.js';
import { formatMatrix } from '../../src/cli/matrix.js';
import { matrixTiebreakModes } from '../../src/analysis/matrix/modes.js';
import { runSweepFile } from '../../src/analysis/sweep/run.js';
import { pointHead, pointRows, sweepOutput } from '../../src/analysis/sweep/report.js';
import { REASON_SCORE } from '../../src/rulesets/sfg/mechanics/victory.js';

const BAND: [number, number] = [0.45, 0.55];

describe('tiebreak share in matrix reports', () => {
  it('per matchup and per list, the battles ended by the game score, on the page, in summary.json and on the terminal', { timeout: 300_000 }, async () => {
    const r = await runMatrix('scenarios/sfg/poule.yaml', { games: 8, workers: 0, pairs: true, band: BAND, robustness: 'off' });
    const rep = matrixReport(r);
    const t = (rep.summaryJson as Record<string, unknown>).tiebreak as {
      policies: { policy: string; games: number; decided: number }[];
      lists: { list: string; games: number; decided: number; share: number }[];
      cells: { list: string; opponent: string; games: number; decided: number }[];
      text: string;
    };
    const byScore = (list: string, opponent: string) => {
      const x = r.tallies.find((c) => c.list === list && c.opponent === opponent)!.tally;
      return { games: x.games, decided: x.reasons[REASON_SCORE] ?? 0 };
    };
    expect(t.cells.length).toBe(9);
    for (const c of t.cells) expect({ games: c.games, decided: c.decided }).toEqual(byScore(c.list, c.opponent));
    let all = 0;
    for (const l of t.lists) {
      const mine = r.tallies.filter((c) => c.list === l.list || c.opponent === l.list);
      const decided = mine.reduce((s, c) => s + (c.tally.reasons[REASON_SCORE] ?? 0), 0);
      expect([l.games, l.decided]).toEqual([3 * 8, decided]);
      expect(l.share).toBeCloseTo(decided / 24, 12);
      all += decided;
    }
    // every battle is counted once for each of its two lists
    expect(all).toBe(2 * t.policies[0].decided);
    expect(all).toBeGreaterThan(0);
    expect(rep.sections?.some((s) => s.heading === 'Tiebreak' && s.text === t.text)).toBe(true);
    expect(rep.tables.map((x) => x.name)).toEqual(expect.arrayContaining(['tiebreak', 'tiebreakMatchups']));
    expect(t.text).toMatch(/^The tiebreak decided \d+\.\d% of 72 battles under assault \(per list [\d.–]+%, per matchup [\d.–]+%\): SFG-10.6/);
    expect(formatMatrix(r)).toContain(`tiebreak: ${t.text}`);
  });
  it("the field verdicts under each scoreMode: the run's own, and the other replayed on the same seeds", { timeout: 300_000 }, async () => {
    const flags = { games: 8, workers: 0, pairs: true, band: BAND, robustness: 'off' as const };
    const r = await runMatrix('scenarios/sfg/poule.yaml', flags);
    const modes = await matrixTiebreakModes('scenarios/sfg/poule.yaml', flags, r);
    expect(modes?.map((m) => m.value)).toEqual(['points', 'bases']);
    const points = await runMatrix('scenarios/sfg/poule.yaml', { ...flags, options: { scoreMode: 'points' } });
    const fieldOf = (x: typeof r) => x.byPolicy[0].field.map((f) => ({ list: f.list, field: f.field, lo: f.fieldLo, hi: f.fieldHi, verdict: f.verdict }));
    expect(modes![0].lists).toEqual(fieldOf(points));
    expect(modes![1].lists).toEqual(fieldOf(r));
    r.tiebreakModes = modes;
    const text = ((matrixReport(r).summaryJson as Record<string, unknown>).tiebreak as { text: string }).text;
    const differ = r.poule.names.filter((list) => new Set(modes!.map((m) => m.lists.find((l) => l.list === list)!.verdict)).size > 1);
    if (differ.length) for (const list of differ) expect(text).toContain(`${list} (scoreMode=points `);
    else expect(text).toContain('Same field verdict for every list under every reading (scoreMode: points, bases; policy assault).');
    // a run that the tiebreak decided nothing in has no modes: the intro poule has no tiebreak at all
    const intro = await runMatrix('scenarios/intro/poule.yaml', { ...flags, games: 4 });
    expect(await matrixTiebreakModes('scenarios/intro/poule.yaml', flags, intro)).toBeUndefined();
  });
  it('a ruleset without a tiebreak shows none', { timeout: 300_000 }, async () => {
    const r = await runMatrix('scenarios/intro/poule.yaml', { games: 4, workers: 0, pairs: true, band: BAND, robustness: 'off' });
    const rep = matrixReport(r);
    expect((rep.summaryJson as Record<string, unknown>).tiebreak).toBeUndefined();
    expect(formatMatrix(r)).not.toContain('tiebreak:');
  });
});

describe('tiebreak share in sweep reports', () => {
  it('per swept value, counted from that value’s battles', { timeout: 300_000 }, async () => {
    const r = await runSweepFile('scenarios/sfg/sweeps/veteran-brigade.yaml', { games: 8, workers: 0, pairs: true, robustness: 'off' });
    const out = sweepOutput(r);
    const t = (out.summary as { tiebreak: { curves: { points: { value: unknown; games: number; decided: number }[] }[]; text: string } }).tiebreak;
    const pts = r.curves[0].points;
    expect(t.curves[0].points).toEqual(
      pts.map((p) => expect.objectContaining({ value: p.value, games: p.summary.games, decided: p.summary.reasons[REASON_SCORE] ?? 0 })),
    );
    const rows = out.tables.find((x) => x.name === 'sweep')!.rows;
    rows.forEach((row, v) => expect(row.tiebreakShare).toBeCloseTo((pts[v].summary.reasons[REASON_SCORE] ?? 0) / pts[v].summary.games, 12));
    expect(t.text).toMatch(/^The tiebreak decided [\d.–]+% of the battles at each value \(assault\/assault\): SFG-10.6/);
    expect(out.sections.some((s) => s.text?.includes(t.text))).toBe(true);
    expect(pointHead(r).at(-1)).toBe('tiebreak decided');
    pointRows(r, r.curves[0]).forEach((row, v) => expect(row.at(-1)).toBe(`${((100 * (pts[v].summary.reasons[REASON_SCORE] ?? 0)) / 8).toFixed(1)}%`));
  });
});
