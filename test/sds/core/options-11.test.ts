import { describe, it, expect } from 'vitest';
import { defaultOptions, applyOptions } from '../../../src/engine/options.js';
import { readSdsOptions, sdsOptions, sticks } from '../../../src/rulesets/sds/options.js';

// Appendix A (flat keys): every option with its reference default
const APPENDIX_A: Record<string, unknown> = {
  scale: '28',
  cavalryMeasure: 'disc',
  maxTurns: 30,
  mayPassVoluntarily: true,
  commandBonusStacks: false,
  commandBonusOnMorale: true,
  ncoCommandRange: 'M',
  groupFreshOnly: true,
  leaderInGroup: false,
  volleyTargetLegalFor: 'all',
  maxAimActions: 1,
  footMove: 'M',
  mountedMove: 'L',
  brokenTerrainStep: 1,
  hillIsDifficult: false,
  obstacleCrossing: 'endsMove',
  fleeProvokesFreeAttacks: false,
  startLoaded: true,
  reloadMusket: 2,
  reloadRifle: 3,
  reloadCarryOver: false,
  musketMaxBands: 3,
  rifleBonuses: [2, 2, 1],
  heavyCover: 2,
  modelsBlockLOS: false,
  mountedFire: 'pistolCarbineOnly',
  fallenShotBonus: 2,
  fallenShotLethal: true,
  outOfAmmo: 'natural1AndLose',
  ratioFloor: 'raw',
  parityDie: 'winner',
  blockedRecoil: 'fall',
  followUp: false,
  betterWeapon: 'off',
  chargeFireFactor: 'cPlusBand1',
  gruesomeMoraleTest: true,
  gruesomeRadius: 'L',
  lossTrigger: 'thirdModels',
  thresholdTestOnce: true,
  fleeCostsNextActivation: false,
  flagLostWhen: 'bearerRemoved',
  requireLeader: true,
  ncoSucceedsLeader: false,
  cuirass: 'none',
  marksman: 'none',
  lightInfantry: 'none',
  musician: 'none',
  strong: 'none',
  weak: 'none',
  green: 'none',
  wavering: 'none',
  poorShot: 'none',
  slow: 'oneMoveActionPerActivation',
  tournament: 'v2.1',
  // §11 items beyond the table, and the tournament mode
  mode: 'tournament',
  freeActivationCountsAsAttack: false,
  freeActivationLimit: 'oncePerCascade',
  moraleTriggerOrder: 'gruesomeFirst',
  unusedPointsTerrain: 'lowerPointsPlayer',
};

describe('§11 / Appendix A rule options', () => {
  it('every Appendix A option exists with the reference default', () => {
    const d = defaultOptions(sdsOptions);
    for (const [k, v] of Object.entries(APPENDIX_A)) expect(d[k], k).toEqual(v);
  });
  it('keys are unique and every option names its section, description and basis', () => {
    expect(new Set(sdsOptions.map((o) => o.key)).size).toBe(sdsOptions.length);
    for (const o of sdsOptions) {
      expect(o.section, o.key).toMatch(/^SDS \d/);
      expect(o.description.length, o.key).toBeGreaterThan(20);
      expect(['text', 'spec-default', 'provisional', 'variant']).toContain(o.basis);
      if (o.type === 'enum') expect(o.values, o.key).toContain(o.default);
    }
  });
  it('no option is accepted that changes nothing: the unimplemented Appendix A hooks are absent', () => {
    // cavalryBase rect25x50, doubleSixActivation, elan towardEnemy and contactEndsMove false had no
    // effect in the game; they were removed rather than written to manifests as if they mattered
    for (const key of ['cavalryBase', 'doubleSixActivation', 'elan', 'contactEndsMove']) {
      expect(
        sdsOptions.find((o) => o.key === key),
        key,
      ).toBeUndefined();
      expect(() => applyOptions(sdsOptions, defaultOptions(sdsOptions), { [key]: 'x' }, 'x.yaml', 'options.'), key).toThrow();
    }
    expect(sdsOptions.find((o) => o.key === 'musician')?.values).toEqual(['none', 'groupRollPlus1']);
  });
  it('maxTurns documents its justification', () => {
    expect(sdsOptions.find((o) => o.key === 'maxTurns')?.description).toMatch(/55 min/);
  });
  it('readSdsOptions gives a typed view with overrides and numeric scale', () => {
    const o = readSdsOptions(applyOptions(sdsOptions, defaultOptions(sdsOptions), { scale: '15', reloadMusket: '1', rifleBonuses: '3,2,1' }, 'x', 'options.'));
    expect(o.scale).toBe(15);
    expect(o.reloadMusket).toBe(1);
    expect(o.rifleBonuses).toEqual([3, 2, 1]);
    expect(readSdsOptions({}).mode).toBe('tournament');
  });
  it('SDS 1.2 sticks per scale', () => {
    expect(sticks(15)).toEqual({ S: 50, M: 80, L: 120, table: 600 });
    expect(sticks(28)).toEqual({ S: 75, M: 120, L: 180, table: 900 });
    expect(sticks(40)).toEqual({ S: 100, M: 160, L: 240, table: 1200 });
    expect(() => sticks(6)).toThrow();
  });
});
