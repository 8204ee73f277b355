import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '../../src/scenario/load.js';
import { volley } from '../helpers/cli.js';

describe('volley validate on SDS data files (issue 2 item 8, issue 3 item 4)', () => {
  const lists = readdirSync('scenarios/sds/lists').filter((f) => f.endsWith('.yaml'));
  const catalogues = readdirSync('scenarios/sds/profiles').filter((f) => f.endsWith('.yaml'));

  it.each(lists)('accepts the shipped list %s', async (f) => {
    const r = await volley('validate', `scenarios/sds/lists/${f}`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/valid sds data: list '.+': \w+, (French|Allied) poule, \d+ models, (38[5-9]|39\d|40[0-5]) points/);
  });

  it.each(catalogues)('accepts the shipped catalogue %s', async (f) => {
    const r = await volley('validate', `scenarios/sds/profiles/${f}`);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/catalogue: \d+ profiles/);
  });

  const bad: [string, RegExp[]][] = [
    ['bad-count.yaml', [/bad-count\.yaml:\d+/, /models\[1\]\.count/]],
    ['no-leader.yaml', [/no-leader\.yaml:\d+/, /Leader/]],
    ['too-few-points.yaml', [/too-few-points\.yaml:\d+/, /385–405/, /add \d+\+ points/]],
    ['too-many-points.yaml', [/too-many-points\.yaml:\d+/, /remove \d+\+ points/]],
    ['unknown-nation.yaml', [/unknown-nation\.yaml:\d+/, /at 'nation'/, /Bavaria/]],
    ['unknown-profile.yaml', [/unknown-profile\.yaml:\d+/, /models\[3\]\.profile/, /grenadeer/, /known:/]],
    ['wrong-poule.yaml', [/wrong-poule\.yaml:\d+/, /at 'poule'/, /Allied/]],
  ];
  it.each(bad)('rejects %s with one line naming file, field and fix, exit 2', async (f, patterns) => {
    const r = await volley('validate', `scenarios/sds/bad/${f}`);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    for (const p of patterns) expect(r.stderr).toMatch(p);
  });

  it('relaxes the 385–405 window with enforcePointsWindow=false but still checks the rest', () => {
    // five fewer line infantrymen: 387 − 130 = 257 points
    const fewer = { file: 'lists/france-line.yaml', path: ['models', 3, 'count'], value: 6 };
    expect(() => loadScenario('scenarios/sds/default.yaml', { patches: [fewer] })).toThrow(/SDS 10\.3 requires 385–405/);
    const sc = loadScenario('scenarios/sds/default.yaml', { patches: [fewer], options: { enforcePointsWindow: false } });
    expect(sc.ruleset.sides(sc.setup)[0].points).toBe(257);
    const noOfficer = { file: 'lists/france-line.yaml', path: ['models', 0], value: undefined };
    expect(() => loadScenario('scenarios/sds/default.yaml', { patches: [noOfficer], options: { enforcePointsWindow: false } })).toThrow(/Leader/);
  });
});
