import { base, num, VERDICT_COLORS, type ChartSpec } from '../../report/charts/common.js';
import { count } from '../shared/headline.js';
import { manifestOf } from '../shared/manifest.js';
import { fieldLabel, fieldManifest } from '../shared/opponents.js';
import { NO_VALUE_WORDS } from '../sweep/advice.js';
import type { AnalysisOutput } from '../sweep/output.js';
import type { CalibrationResult, CostVerdict } from './run.js';

/** Verdict colours: the shared palette's "balanced" for fair, "favoured"/"outmatched" for the two ways off. */
const COST_COLORS: Record<CostVerdict, string> = {
  fair: VERDICT_COLORS.balanced,
  cheap: VERDICT_COLORS.favoured,
  expensive: VERDICT_COLORS.outmatched,
  inconclusive: VERDICT_COLORS.inconclusive,
};

function pts(x: number): string {
  return Number.isFinite(x) ? x.toFixed(1) : 'n/a';
}

/** "Officer: printed 60, fair 71.2 [64.0, 78.4], cheap". */
export function fairText(p: CalibrationResult['profiles'][number]): string {
  return `${pts(p.fair)} [${pts(p.lo)}, ${pts(p.hi)}]${p.fair < 0 ? ` (${NO_VALUE_WORDS})` : ''}`;
}

export function calibrateHeadline(r: CalibrationResult): string {
  const by = (v: CostVerdict) => r.profiles.filter((p) => p.verdict === v).map((p) => p.name);
  const parts = (['cheap', 'expensive'] as const).map((v) => (by(v).length ? `${v}: ${by(v).join(', ')}` : '')).filter(Boolean);
  const fair = by('fair').length;
  const open = by('inconclusive').length;
  const head = parts.length ? parts.join('; ') : 'no profile is measurably mispriced';
  const against = r.spec.field ? ` against ${fieldLabel(r.spec.field)}` : '';
  return `${head} (${fair} fair within ±${r.spec.tolerance} pts, ${open} inconclusive; ${r.profiles.length} profiles, ${count(r.games)} games${against})`;
}

/** The sample-size sentence: the widest interval now and the games ± tolerance needs. */
export function precisionText(r: CalibrationResult): string {
  const t = r.spec.tolerance;
  if (r.widest.halfWidth <= t) {
    return `every fair cost is within ±${pts(r.widest.halfWidth)} pts (the widest: ${r.widest.name}), ` + `inside the ±${t} asked for`;
  }
  return (
    `the widest interval is ±${pts(r.widest.halfWidth)} pts ` +
    `(${r.widest.name}); ±${t} on every profile needs about ` +
    `${count(r.gamesForTolerance)} games (intervals narrow as 1/√games)`
  );
}

export function modelFitText(r: CalibrationResult): string {
  const h = r.heldOut;
  const worse = h.profileModel > h.pointsModel;
  const gap = Math.abs(h.pointsModel - h.profileModel);
  const cmp = !Number.isFinite(gap)
    ? 'not measured'
    : worse
      ? `worse than printed points alone by ${gap.toFixed(4)}: the profile ` + `values do not predict better than the printed costs`
      : `better than printed points alone by ${gap.toFixed(4)}`;
  return (
    `held-out log-loss per game on ${count(h.matchups)} matchups: profile ` +
    `model ${h.profileModel.toFixed(4)}, printed-points model ` +
    `${h.pointsModel.toFixed(4)} (${cmp})`
  );
}

/** "Grenadier with Old Guard grenadier: worth less together (p = 2e-6)". */
export function interactionText(r: CalibrationResult): string {
  if (r.interactions.length === 0) return 'no pair of profiles shows a value that depends on the other (score test of every pair, 5% family-wise)';
  const each = r.interactions.map((x) =>
    x.a === x.b
      ? `${x.a}: each copy is worth ${x.together === 'more' ? 'more' : 'less'} ` + `the more a list holds (p = ${x.pValue.toPrecision(2)})`
      : `${x.a} with ${x.b}: worth ${x.together} together than apart (p = ` + `${x.pValue.toPrecision(2)})`,
  );
  return `values that depend on the company (score test of every pair, 5% family-wise): ${each.join('; ')}; their fair costs are averages over the drawn lists`;
}

function costChart(r: CalibrationResult): ChartSpec {
  const data = r.profiles.map((p) => ({ name: p.name, printed: p.printed, fair: num(p.fair), lo: num(p.lo), hi: num(p.hi), verdict: p.verdict }));
  const all = r.profiles.flatMap((p) => [p.printed, p.lo, p.hi]).filter(Number.isFinite);
  const lo = Math.min(0, ...all);
  const hi = Math.max(...all);
  const domain = [Math.floor(lo), Math.ceil(hi)];
  const present = (Object.keys(COST_COLORS) as CostVerdict[]).filter((v) => r.profiles.some((p) => p.verdict === v));
  const x = { field: 'printed', type: 'quantitative', scale: { domain }, title: 'Printed cost (pts)' };
  const y = { type: 'quantitative', scale: { domain }, title: 'Fair cost (pts, 95% interval)' };
  return {
    ...base(
      `${r.spec.scenario.name}: fair cost against printed cost`,
      'on the diagonal a profile costs what it is worth; above it, it is ' + 'cheap; below it, expensive',
    ),
    width: 480,
    height: 480,
    layer: [
      {
        data: {
          values: [
            { printed: domain[0], fair: domain[0] },
            { printed: domain[1], fair: domain[1] },
          ],
        },
        mark: { type: 'line', color: '#999999', strokeDash: [4, 4] },
        encoding: { x, y: { ...y, field: 'fair' } },
      },
      { data: { values: data }, mark: { type: 'rule', color: '#333333' }, encoding: { x, y: { ...y, field: 'lo' }, y2: { field: 'hi' } } },
      {
        data: { values: data },
        mark: { type: 'point', filled: true, size: 70 },
        encoding: {
          x,
          y: { ...y, field: 'fair' },
          color: {
            field: 'verdict',
            type: 'nominal',
            title: 'verdict',
            scale: { domain: present, range: present.map((v) => COST_COLORS[v]) },
            legend: { orient: 'bottom', direction: 'horizontal' },
          },
          tooltip: [{ field: 'name' }, { field: 'printed' }, { field: 'fair', format: '.1f' }, { field: 'lo', format: '.1f' }, { field: 'hi', format: '.1f' }],
        },
      },
      {
        data: { values: data },
        mark: { type: 'text', align: 'left', dx: 6, fontSize: 10 },
        encoding: { x, y: { ...y, field: 'fair' }, text: { field: 'name' } },
      },
    ],
  };
}

function binChart(r: CalibrationResult): ChartSpec {
  const scale = { domain: [0, 1] };
  const x = { field: 'predicted', type: 'quantitative', scale, axis: { format: '.0%' }, title: 'Predicted score of list A' };
  const y = { type: 'quantitative', scale, axis: { format: '.0%' }, title: 'Observed score (95% interval)' };
  return {
    ...base(`${r.spec.scenario.name}: predicted against observed`, "ten bins of the profile model's prediction; on the diagonal the model fits"),
    width: 360,
    height: 360,
    layer: [
      {
        data: {
          values: [
            { predicted: 0, observed: 0 },
            { predicted: 1, observed: 1 },
          ],
        },
        mark: { type: 'line', color: '#999999', strokeDash: [4, 4] },
        encoding: { x, y: { ...y, field: 'observed' } },
      },
      { data: { values: r.bins }, mark: { type: 'rule', color: '#333333' }, encoding: { x, y: { ...y, field: 'lo' }, y2: { field: 'hi' } } },
      { data: { values: r.bins }, mark: { type: 'point', filled: true, size: 50 }, encoding: { x, y: { ...y, field: 'observed' } } },
    ],
  };
}

export function calibrationRows(r: CalibrationResult): Record<string, unknown>[] {
  return r.profiles.map((p) => ({
    profile: p.name,
    id: p.id,
    printed: p.printed,
    catalogueCost: r.spec.edited[p.id] ?? p.printed,
    fair: p.fair,
    fairLo: p.lo,
    fairHi: p.hi,
    se: p.se,
    verdict: p.verdict,
    meanCount: p.meanCount,
    note: p.fair < 0 ? NO_VALUE_WORDS : '',
  }));
}

export function calibrateOutput(r: CalibrationResult): AnalysisOutput {
  const manifest = manifestOf('calibrate', r.spec.scenario, {
    calibration: r.spec.file,
    seed: r.seed,
    games: r.games,
    matchups: r.matchups,
    policies: r.policies,
    points: { min: r.spec.window[0], max: r.spec.window[1] },
    tolerance: r.spec.tolerance,
    profiles: r.spec.profiles,
    // point edits (costs:) are the designer's, not the catalogue's: id -> the catalogue's cost
    editedCosts: r.spec.edited,
    ...(r.field ? { field: { ...fieldManifest(r.spec.field!), matchups: r.field.opponents.map((o) => o.matchups) } } : {}),
    workers: r.workers,
  });
  const headline = calibrateHeadline(r);
  const drawnWhat = r.field
    ? `${count(r.matchups)} matchups of a list drawn at random from the ` +
      `catalogue (printed totals ${r.spec.window[0]}–${r.spec.window[1]} ` +
      `points, validated by the game's own list rules) against a list of ` +
      `${fieldLabel(r.spec.field!)}: ${r.field.opponents.map((o) => `${o.name} ${count(o.matchups)}`).join(', ')} matchups, ` +
      "as the poule weights them in a list's mean against the field; "
    : `${count(r.matchups)} matchups of two lists drawn at random from the ` +
      `catalogue (printed totals ${r.spec.window[0]}–${r.spec.window[1]} ` +
      `points, each list validated by the game's own list rules), `;
  const model = r.field
    ? "modelled as an ordered logit on the drawn list's composition, one " +
      'worth per profile and one strength per list of the field, plus a ' +
      'first-side term and a draw band, fitted by maximum likelihood; '
    : "modelled as an ordered logit on the difference of the two lists' " +
      'compositions, one worth per profile plus a first-side term and a draw ' +
      'band, fitted by maximum likelihood; ';
  const method =
    drawnWhat +
    'each played once from each side. The result (win, draw, loss) is ' +
    model +
    'the worths are put on the points scale so that the average drawn list ' +
    'is worth its printed total, and the 95% intervals come from the ' +
    'inverse information (delta method). ' +
    `A fair cost within printed ±${r.spec.tolerance} pts is "fair", wholly above it "cheap", wholly below it "expensive", otherwise "inconclusive".`;
  return {
    title: `volley calibrate: ${r.spec.scenario.name}`,
    headline,
    subtitle: `${r.spec.ruleset.title}: ${r.profiles.length} profiles, ${count(r.games)} games`,
    manifest,
    tables: [
      {
        name: 'calibration',
        rows: calibrationRows(r),
        caption: 'Fair cost of each profile (95% interval) against its printed cost',
        primary: ['profile', 'printed', 'fair', 'verdict', 'note'],
        intervals: { fair: ['fairLo', 'fairHi'] },
        formats: { fair: { decimals: 1 }, fairLo: { decimals: 1 }, fairHi: { decimals: 1 }, se: { decimals: 2 }, meanCount: { decimals: 2 } },
      },
      {
        name: 'model-fit',
        rows: r.bins.map((b) => ({ ...b })),
        caption: 'Predicted against observed score of list A (ten bins)',
        formats: { predicted: 'percent', observed: 'percent', lo: 'percent', hi: 'percent' },
      },
    ],
    charts: [
      { name: 'fair-cost', title: 'Fair cost against printed cost', spec: costChart(r) },
      { name: 'model-fit', title: 'Predicted against observed', spec: binChart(r) },
    ],
    summary: {
      headline,
      manifest,
      profiles: r.profiles,
      precision: { widest: r.widest, tolerance: r.spec.tolerance, gamesForTolerance: r.gamesForTolerance, text: precisionText(r) },
      model: {
        side: r.side,
        drawBand: r.drawBand,
        drawTerm: r.drawTerm,
        converged: r.converged,
        logitPerPoint: r.logitPerPoint,
        logitPerPointSe: r.logitPerPointSe,
        heldOut: r.heldOut,
        bins: r.bins,
        interactions: r.interactions,
        text: modelFitText(r),
        interactionText: interactionText(r),
      },
      rejected: r.rejected,
      ...(r.field ? { field: r.field } : {}),
      notes: r.notes,
    },
    sections: [
      { heading: 'Fair cost per profile', text: [method, precisionText(r)].join('\n\n'), tables: ['calibration'], charts: ['fair-cost'] },
      {
        heading: 'How well the additive model fits',
        text: [
          modelFitText(r),
          interactionText(r),
          `First side's edge ${r.side.value.toFixed(3)} logits (± ` +
            `${(Z * r.side.se).toFixed(3)}); ` +
            `${r.drawTerm ? `draw band ${r.drawBand.toFixed(3)} logits` : 'no game was drawn'}; ` +
            `${r.logitPerPoint.toFixed(4)} ± ${(Z * r.logitPerPointSe).toFixed(4)} ` +
            `logits per point (the points rate).`,
        ].join('\n\n'),
        tables: ['model-fit'],
        charts: ['model-fit'],
      },
      {
        heading: 'Notes',
        text: [
          ...r.notes,
          r.rejected.length
            ? `lists the game refused and drew again: ` + `${r.rejected.map((x) => `${x.count} × ${x.reason}`).join('; ')}`
            : 'every drawn list was legal',
        ].join('\n\n'),
      },
    ],
  };
}

const Z = 1.959963984540054;
