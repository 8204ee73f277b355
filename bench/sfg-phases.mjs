// SfG Lite: share of play time per rules phase (issue 11), in-process on one core, from dist/.
// Usage: node bench/sfg-phases.mjs [games] [policy]   (npm run bench prints it after the sfg rows)
import { performance } from 'node:perf_hooks';
import { SeededDice } from '../dist/rulesets/kit/dice.js';
import { loadScenario } from '../dist/scenario/load.js';

export function sfgPhases(games = 300, policyName, file = 'scenarios/sfg/default.yaml') {
  const sc = loadScenario(file);
  const rs = sc.ruleset;
  const policy = policyName ?? rs.defaultPolicy;
  const g = rs.prepare(sc.setup);
  g.timing = new Float64Array(g.phaseNames.length);
  const t0 = performance.now();
  for (let i = 0; i < games; i++)
    rs.play(g, [rs.policies[policy].create(), rs.policies[policy].create()], { dice: new SeededDice(i + 1), ai: new SeededDice(i + 100003) });
  const wall = performance.now() - t0;
  const total = g.timing.reduce((a, b) => a + b, 0);
  const lines = [`  time per rules phase (${policy}, ${games} battles, ${((games / wall) * 1000).toFixed(0)} battles/s with timers on):`];
  g.phaseNames.forEach((name, k) => lines.push(`    ${((100 * g.timing[k]) / total).toFixed(1).padStart(5)}%  ${name}`));
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(sfgPhases(Number(process.argv[2] ?? 300), process.argv[3]));
