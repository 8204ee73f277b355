import { describe, it, expect } from 'vitest';
import { SeededDice } from '../../../src/rulesets/kit/dice.js';
import { sticks } from '../../../src/rulesets/sds/options.js';
import { generateTournamentTerrain, renderTableSvg } from '../../../src/rulesets/sds/table/index.js';
import type { TableModel } from '../../../src/rulesets/sds/table/index.js';

describe('replay SVG of the table (issue 3 item 6)', () => {
  const t = generateTournamentTerrain(new SeededDice(11), { width: 900, height: 900 }, sticks(28));
  const models: TableModel[] = [
    { x: 100, y: 60, r: 12.5, side: 0, label: 'Ldr', fallen: false, mounted: false },
    { x: 130, y: 60, r: 12.5, side: 0, label: '2', fallen: true, mounted: false },
    { x: 700, y: 840, r: 12.5, side: 1, label: 'H<1>', fallen: false, mounted: true },
  ];
  const svg = renderTableSvg(t, models, [{ x0: 100, y0: 20, x1: 100, y1: 60, side: 0 }], 'Game 3 & turn 2');

  it('is a well-formed SVG with a viewBox in millimetres and deterministic', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 940 ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(renderTableSvg(t, models, [{ x0: 100, y0: 20, x1: 100, y1: 60, side: 0 }], 'Game 3 & turn 2')).toBe(svg);
  });

  it('draws every terrain piece, model, label and trail; escapes text', () => {
    const rects = (svg.match(/<rect /g) ?? []).length;
    expect(rects).toBeGreaterThanOrEqual(t.areas.length + 2);
    expect((svg.match(/<ellipse /g) ?? []).length).toBe(2); // the mounted model + its legend symbol
    expect(svg).toContain('fill="#ffffff"'); // the fallen model is hollow
    expect(svg).toContain('H&lt;1&gt;');
    expect(svg).toContain('Game 3 &amp; turn 2');
    expect(svg).toContain('marker-end="url(#arrow0)"');
    expect(svg).toContain('1S = 75 mm');
    expect(svg).toContain('1L = 180 mm');
  });

  it('woods and difficult ground keep distinct colours where their patterns cannot be resolved', () => {
    const wood = /fill="url\(#wood\) (#[0-9a-f]{6})"/.exec(svg);
    const rough = /fill="url\(#rough\) (#[0-9a-f]{6})"/.exec(svg);
    expect(wood).not.toBeNull();
    expect(rough).not.toBeNull();
    expect(wood?.[1]).not.toBe(rough?.[1]);
  });

  it('puts north at the top: a model at y = 60 is drawn near the bottom of the table', () => {
    // table drawn from y = 60 (title 40 + margin 20) to 960; y = 60 mm → 960 − 60 = 900
    expect(svg).toContain('cx="120" cy="900"');
  });
});
