import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

describe('volley report <run-dir>', () => {
  const dir = tempDir('volley-report-');

  it('rebuilds a matrix folder: identical index.html and SVGs, other files kept', async () => {
    const out = join(dir, 'matrix');
    const r = await volley('matrix', 'scenarios/intro/poule.yaml', '--games', '60', '--workers', '0', '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    const heat = readFileSync(join(out, 'heatmap.svg'), 'utf8');
    const timing = readFileSync(join(out, 'timing.json'), 'utf8');
    rmSync(join(out, 'index.html'));
    rmSync(join(out, 'heatmap.svg'));
    const again = await volley('report', out, '--quiet');
    expect(again.code, again.stderr).toBe(0);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readFileSync(join(out, 'heatmap.svg'), 'utf8')).toBe(heat);
    expect(readFileSync(join(out, 'timing.json'), 'utf8')).toBe(timing);
    expect(before).toContain('<svg');
  });

  it('rebuilds a compare folder (compare.md and junit.xml kept) and honours an edited .vl.json', async () => {
    const out = join(dir, 'compare');
    const r = await volley('compare', 'scenarios/intro/suite.yaml', '--workers', '0', '--out', out, '--quiet');
    expect(r.code, r.stderr).toBe(0);
    const md = readFileSync(join(out, 'compare.md'), 'utf8');
    const spec = JSON.parse(readFileSync(join(out, 'delta.vl.json'), 'utf8'));
    spec.title = { text: 'Edited title for the rebuild test' };
    writeFileSync(join(out, 'delta.vl.json'), JSON.stringify(spec));
    expect((await volley('report', out, '--quiet')).code).toBe(0);
    expect(readFileSync(join(out, 'compare.md'), 'utf8')).toBe(md);
    expect(readdirSync(out)).toContain('junit.xml');
    expect(readFileSync(join(out, 'delta.svg'), 'utf8')).toContain('Edited title for the rebuild test');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Edited title for the rebuild test');
  });

  it('a folder without report.json is an input error', async () => {
    const r = await volley('report', dir, '--quiet');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/report\.json/);
  });
});
