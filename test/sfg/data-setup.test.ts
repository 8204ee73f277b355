// SFG-13 points (proposal as data) and order-of-battle validation: file, YAML path, line, fix.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { loadScenario } from '../../src/scenario/load.js';
import { PROPOSED_POINTS, batteryPoints, brigadePoints } from '../../src/rulesets/sfg/mechanics/points.js';
import type { SfgSetup } from '../../src/rulesets/sfg/data/setup.js';
import { findRuleset } from '../../src/rulesets/registry.js';
import { loadContext } from '../../src/scenario/load.js';
import { readYamlFile as readYaml } from '../../src/scenario/yaml.js';
import { defaultOptions } from '../../src/engine/options.js';
import type { AnyRuleset } from '../../src/rulesets/types.js';

function scenario(body: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'sfg-'));
  const f = join(dir, 's.yaml');
  writeFileSync(f, `ruleset: sfg\nname: t\n${body}`);
  return f;
}
const side = (extra = '') =>
  `  - name: X\n    army: union\n    divisions:\n      - name: D\n        ` +
  `brigades:\n          - {name: a, arm: infantry, bases: 6}\n          - ` +
  `{name: b, arm: infantry, bases: 6}\n${extra}`;

describe('SFG-13 points (proposal)', () => {
  it("the spec's standard example: 3 × 6-base regular brigades, 2 field batteries, a standard general = 100", () => {
    const f = scenario(
      `listRules: proposal\nsides:\n  - name: X\n    divisions:\n      - ` +
        `name: D\n        general: standard\n        brigades: [{bases: 6}, ` +
        `{bases: 6}, {bases: 6}]\n        batteries: [{gun: field}, {gun: ` +
        `field}]\n${side()}`,
    );
    const s = loadScenario(f).setup as SfgSetup;
    expect(s.sides[0].points).toBe(100);
  });
  it('elite +1, conscript −1 per base; breech-loaders +1 per base; cavalry 5 a base', () => {
    expect(brigadePoints(PROPOSED_POINTS, false, 2, 6, false)).toBe(30);
    expect(brigadePoints(PROPOSED_POINTS, false, 0, 6, true)).toBe(24);
    expect(brigadePoints(PROPOSED_POINTS, true, 1, 4, false)).toBe(20);
  });
  it(
    "a rifled battery plays as a field battery (G9b's 20–30 UM band is off " +
      'by default: rifledLongRange) and costs the same; a howitzer (SFG-6.6 built-up ' +
      'exception) 11',
    () => {
      expect([batteryPoints(PROPOSED_POINTS, 'field'), batteryPoints(PROPOSED_POINTS, 'rifled'), batteryPoints(PROPOSED_POINTS, 'howitzer')]).toEqual([
        10, 10, 11,
      ]);
    },
  );
  it('a scenario may override the proposal under points:', () => {
    const f = scenario(`points: {infantryBase: [2, 3, 4]}\nsides:\n${side()}${side()}`);
    expect((loadScenario(f).setup as SfgSetup).sides[0].points).toBe(8 + 36);
  });
});

describe('order-of-battle errors name file, path, line and fix', () => {
  const bad: [string, RegExp][] = [
    [
      `sides:\n${side('          - {name: c, arm: artillery, bases: 6}\n')}${side()}`,
      /s\.yaml:\d+ at 'sides\[0\]\.divisions\[0\]\.brigades\[2\]\.arm': 'artillery' is not an arm for a brigade \(use infantry or cavalry/,
    ],
    [`sides:\n${side('          - {name: c, bases: 1}\n')}${side()}`, /brigades\[2\]\.bases': 1 bases is impossible/],
    [
      `sides:\n${side('          - {name: c, bases: 10}\n')}${side()}`,
      new RegExp(/outside the proposed 4–8 for infantry /.source + /\(SFG-13 list rules \[P\]; set listRules: none/.source),
    ],
    [`sides:\n${side('          - {name: c, bases: 6, quality: veteran}\n')}${side()}`, /'veteran' is not a quality \(use conscript, regular or elite\)/],
    [`sides:\n${side()}`, /at 'sides': expected exactly two sides/],
    [`sides:\n${side()}${side()}terrain: woods\n`, /unknown key 'terrain' for ruleset sfg/],
    [
      `sides:\n  - name: X\n    divisions:\n      - name: D\n        reserve: ` +
        `true\n        brigades: [{bases: 6}, {bases: 6}]\n      - name: E\n    ` +
        `    brigades: [{bases: 6}, {bases: 6}]\n${side()}`,
      /2 units in reserve; SFG-10\.4 allows at most 0 of 4/,
    ],
  ];
  for (const [body, re] of bad) {
    it(re.source.slice(0, 60), () => {
      expect(() => loadScenario(scenario(body))).toThrow(re);
    });
  }
  it('SFG-9.6: a brigade may start disordered', () => {
    const f = scenario(`sides:\n${side('          - {name: c, bases: 6, disordered: true}\n')}${side()}`);
    expect((loadScenario(f).setup as SfgSetup).sides[0].divisions[0].brigades[2].disordered).toBe(true);
  });
});

describe('points stated in a file are checked (SFG-13 proposal)', () => {
  const rs = findRuleset('sfg') as AnyRuleset;
  const validate = (file: string) => {
    const y = readYaml(file);
    return rs.validateData?.(y.doc as Record<string, unknown>, loadContext(file, y, defaultOptions(rs.options), []));
  };
  const oob = (pts: number) =>
    scenario(
      `army: union\nproposalPoints: ${pts}\ndivisions:\n  - name: D\n    ` +
        `general: standard\n    brigades: [{bases: 6}, {bases: 6}, {bases: 6}]\n ` +
        `   batteries: [{gun: field}, {gun: field}]\n`,
    );
  it('a wrong total names the field, the stated and the computed points', () => {
    expect(() => validate(oob(101))).toThrow(
      /s\.yaml:\d+ at 'proposalPoints': the file states 101 points; the SFG-13 proposal prices this order of battle at 100 \(write proposalPoints: 100/,
    );
    expect(validate(oob(100))).toMatch(/100 points/);
  });
  it('the points hold under the proposal even where a scenario prices the army otherwise', () => {
    const f = scenario(
      `points: {infantryBase: [2, 3, 4]}\nsides:\n  - name: X\n    ` +
        `proposalPoints: 56\n    divisions:\n      - name: D\n        brigades: ` +
        `[{bases: 6}, {bases: 6}]\n${side()}`,
    );
    expect((loadScenario(f).setup as SfgSetup).sides[0].points).toBe(8 + 36);
  });
  it('every shipped order of battle states its points, and they hold', () => {
    const dir = 'scenarios/sfg/oob';
    const files = readdirSync(dir).filter((f) => f.endsWith('.yaml'));
    expect(files.length).toBeGreaterThan(0);
    for (const f of files) {
      const y = readYaml(join(dir, f));
      expect((y.doc as Record<string, unknown>).proposalPoints, f).toBeTypeOf('number');
      expect(() => validate(join(dir, f)), f).not.toThrow();
    }
  });
});
