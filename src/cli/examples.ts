// The `Examples:` section of each command's --help: lines a user can paste from the project root,
// the same commands the README tours (test/cli/help.test.ts checks every file they name exists).

export const EXAMPLES: Readonly<Record<string, readonly string[]>> = {
  run: [
    'volley run scenarios/sds/default.yaml',
    'volley run scenarios/intro/default.yaml --games 20000 --seed 7 --out ' + 'reports/intro',
    'volley run scenarios/sds/default.yaml --policies aggressive,lookahead ' + '--games 2000',
  ],
  validate: ['volley validate scenarios/sds/default.yaml', 'volley validate scenarios/sds/lists/france-line.yaml'],
  rules: ['volley rules sds', 'volley rules sfg --coverage'],
  replay: ['volley replay scenarios/sds/default.yaml --game 3', 'volley replay scenarios/sfg/default.yaml --game 3 --svg-every-turn'],
  odds: [
    'volley odds sds activation --quality 4 --dice 2',
    'volley odds sfg command --value 8',
    'volley odds sfg fire --range 25 --gun rifled --option rifledLongRange=true',
    'volley odds alg initiative --dice 4 --vs 3',
    'volley odds intro melee --cmb 4 --vs 3 --damage 2',
  ],
  points: ['volley points sds France', 'volley points sds France line-infantryman'],
  matrix: [
    'volley matrix scenarios/intro/poule.yaml --games 1000',
    'volley matrix scenarios/sds/suites/cross-poule.yaml --games 2000 ' + '--policies aggressive,firefight',
  ],
  compare: [
    'volley compare scenarios/sds/suites/ci.yaml --variant scenarios/sds/suites/variant-line-c4.yaml',
    'volley compare scenarios/intro/suite.yaml --variant-option maxTurns=6 --tolerance 0.03',
  ],
  plan: [
    'volley plan --delta 0.03 --pilot scenarios/sds/default.yaml --pilot-games 2000',
    'volley plan --suite scenarios/sds/suites/ci.yaml --variant ' + 'scenarios/sds/suites/variant-line-c3.yaml --pilot-games 400',
  ],
  report: ['volley report reports/sds-france-vs-britain-400'],
  sweep: ['volley sweep scenarios/sds/sweeps/france-line-quality.yaml', 'volley sweep scenarios/sds/sweeps/france-line-worth.yaml'],
  calibrate: ['volley calibrate scenarios/intro/calibrate.yaml', 'volley calibrate scenarios/sds/calibrate-france.yaml --games 20000'],
  tournament: ['volley tournament scenarios/sds/tournaments/example.yaml --tournaments 1000'],
  merge: ['volley run scenarios/sds/default.yaml --games 500000 --first-game 500000 --out part2', 'volley merge part1 part2 --out reports/sds-1m'],
  worker: ['volley worker --queue redis://:PASSWORD@redis-host:6379/0 --workers 8'],
  policies: ['volley policies sds --games 400', 'volley policies intro --policies greedy,random --json'],
  tune: [
    'volley tune alg --policy cautious --iterations 200 --games 400',
    'volley tune intro --policy greedy --against cautious,aggressive --out ' + 'intro-greedy.params.yaml',
  ],
};

export function examplesHelp(command: string): string {
  const lines = EXAMPLES[command];
  return lines ? `\nExamples:\n${lines.map((l) => `  $ ${l}`).join('\n')}\n` : '';
}
