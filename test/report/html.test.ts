import { describe, it, expect } from 'vitest';
import { escapeHtml, formatCell, renderHtml } from '../../src/report/html.js';
import { histogramChart, scoreBarChart } from '../../src/report/charts.js';
import { renderSvg } from '../../src/report/svg.js';

const EVIL = `<script>alert("x")</script> & 'quotes'`;

describe('renderHtml', () => {
  it('escapes every piece of text: title, subtitle, headings, paragraphs, captions, cells, manifest', () => {
    const html = renderHtml({
      title: `T ${EVIL}`,
      subtitle: `S ${EVIL}`,
      manifest: { [`key ${EVIL}`]: `value ${EVIL}`, nested: { deep: EVIL } },
      sections: [
        {
          heading: `H ${EVIL}`,
          text: `P ${EVIL}\n\nsecond`,
          tables: [{ caption: `C ${EVIL}`, columns: [{ key: 'a', label: `L ${EVIL}` }], rows: [{ a: `V ${EVIL}` }] }],
          charts: [{ title: `F ${EVIL}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' }],
        },
      ],
    });
    expect(html).not.toContain('<script');
    expect(html).not.toContain(`'quotes'`);
    const escaped = escapeHtml(EVIL);
    expect(escaped).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;');
    for (const prefix of ['T ', 'S ', 'H ', 'P ', 'C ', 'L ', 'V ', 'F ', 'value ', 'key ']) {
      expect(html).toContain(prefix + escaped);
    }
    expect(html).toContain(escapeHtml(JSON.stringify({ deep: EVIL }, null, 2)));
    expect(html).toContain('<p>second</p>');
  });

  it('inlines every chart SVG and needs nothing from the network', async () => {
    const svgs = await Promise.all([
      renderSvg(scoreBarChart([{ label: 'A vs B', score: 0.6, lo: 0.55, hi: 0.65 }], 'Score')),
      renderSvg(
        histogramChart(
          [
            { value: 1, count: 3 },
            { value: 2, count: 5 },
          ],
          'Turns',
          'Turns',
        ),
      ),
    ]);
    const html = renderHtml({
      title: 'Report',
      manifest: { seed: 1 },
      sections: [
        { heading: 'One', charts: [{ title: 'Score', svg: svgs[0] }] },
        { heading: 'Two', charts: [{ title: 'Turns', svg: svgs[1] }] },
      ],
    });
    for (const svg of svgs) expect(html).toContain(svg);
    expect(html.match(/<svg\b/g)).toHaveLength(2);
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    // No external resources: the only URLs are the SVG namespaces.
    const urls = [...html.matchAll(/(?:https?:)?\/\/[^\s"'<>)]+/g)].map((m) => m[0]);
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']));
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/);
  });

  it('refuses chart markup that is not SVG', () => {
    expect(() => renderHtml({ title: 't', manifest: {}, sections: [{ heading: 'h', charts: [{ title: 'c', svg: '<b>no</b>' }] }] })).toThrow(/not an SVG/);
  });

  it('formats table numbers and right-aligns them', () => {
    const html = renderHtml({
      title: 't',
      manifest: {},
      sections: [
        {
          heading: 'h',
          tables: [
            {
              caption: 'c',
              columns: ['games', 'mean', { key: 'score', format: 'percent' }, 'flag'],
              rows: [{ games: 100000, mean: 7.123456, score: 0.52371, flag: true }],
            },
          ],
        },
      ],
    });
    expect(html).toContain('<td class="num">100,000</td><td class="num">7.123</td><td class="num">52.4%</td><td>yes</td>');
  });

  it('gives each section a unique anchor and lists it in the navigation', () => {
    const html = renderHtml({
      title: 't',
      manifest: {},
      sections: [{ heading: 'Results' }, { heading: 'Results' }, { heading: 'Manifest' }],
    });
    expect(html).toContain('<section id="results">');
    expect(html).toContain('<section id="results-2">');
    expect(html).toContain('<section id="manifest-2">');
    expect(html).toContain('<section id="manifest">');
    expect(html).toContain('<a href="#results-2">Results</a>');
  });
});

describe('formatCell', () => {
  it('formats by magnitude in auto mode and by the column format otherwise', () => {
    expect(formatCell(1234567)).toBe('1,234,567');
    expect(formatCell(0.123456)).toBe('0.1235');
    expect(formatCell(12.3456)).toBe('12.35');
    expect(formatCell(1234.56)).toBe('1235');
    expect(formatCell(0.5, 'percent')).toBe('50.0%');
    expect(formatCell(2.5, { decimals: 2 })).toBe('2.50');
    expect(formatCell(2.6, 'integer')).toBe('3');
    expect(formatCell(NaN)).toBe('');
    expect(formatCell(null)).toBe('');
    expect(formatCell(false)).toBe('no');
    expect(formatCell([1, 2])).toBe('[1,2]');
  });
});
