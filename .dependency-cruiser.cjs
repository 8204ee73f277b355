/**
 * Layering of volley, checked by `npm run lint:deps` (part of `npm test`):
 *
 *   cli -> analysis -> engine / report / scenario -> rulesets (contract, kit, games)
 *
 * Files outside src/rulesets/<game>/ use a game only through the registry and the contract
 * (types.ts); games share code only through the kit. No import circles anywhere.
 * bench/ and scripts/ load the built dist/ and are held to the same contract (a script named after
 * a game, scripts/<game>-*.mjs, is a tool of that game and may read its internals).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import circles make load order fragile and hide layering mistakes.',
      from: { path: '^(src|bench|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A source module nothing imports (not even a test) is dead code; entry points: the CLI and the worker files.',
      from: { orphan: true, path: '^src/', pathNot: ['^src/cli\\.ts$', '/worker\\.ts$'] },
      to: {},
    },
    {
      name: 'no-game-internals-outside-the-game',
      severity: 'error',
      comment: 'Only the registry may import a game, and only its index.ts; everything else goes through the Ruleset contract.',
      from: { path: '^src/', pathNot: ['^src/rulesets/(intro|sds|sfg|alg)/', '^src/rulesets/registry\\.ts$'] },
      to: { path: '^src/rulesets/(intro|sds|sfg|alg)/' },
    },
    {
      name: 'bench-and-scripts-use-games-through-the-contract',
      severity: 'error',
      comment: 'bench/ and scripts/ reach a game through the registry (dist/rulesets/registry.js) and the Ruleset object.',
      from: { path: '^(bench|scripts)/', pathNot: '^scripts/(intro|sds|sfg|alg)-' },
      to: { path: '(^|/)(src|dist)/rulesets/(intro|sds|sfg|alg)/' },
    },
    {
      name: 'game-scripts-read-their-own-game-only',
      severity: 'error',
      from: { path: '^scripts/(intro|sds|sfg|alg)-' },
      to: { path: '(^|/)(src|dist)/rulesets/(intro|sds|sfg|alg)/', pathNot: '(^|/)(src|dist)/rulesets/$1/' },
    },
    {
      name: 'registry-imports-game-index-only',
      severity: 'error',
      from: { path: '^src/rulesets/registry\\.ts$' },
      to: { path: '^src/rulesets/(intro|sds|sfg|alg)/', pathNot: '^src/rulesets/(intro|sds|sfg|alg)/index\\.ts$' },
    },
    {
      name: 'games-do-not-import-each-other',
      severity: 'error',
      comment: 'Shared game code belongs in src/rulesets/kit/.',
      from: { path: '^src/rulesets/(intro|sds|sfg|alg)/' },
      to: { path: '^src/rulesets/(intro|sds|sfg|alg)/', pathNot: '^src/rulesets/$1/' },
    },
    {
      name: 'rulesets-are-the-bottom-layer',
      severity: 'error',
      comment: 'Games, the kit and the contract never import the engine, loader, reports, analyses or CLI.',
      from: { path: '^src/rulesets/', pathNot: '^src/rulesets/registry\\.ts$' },
      to: { path: '^src/(engine|scenario|report|analysis|cli)/' },
    },
    {
      name: 'kit-and-contract-know-no-game',
      severity: 'error',
      from: { path: '^src/rulesets/(kit/|types\\.ts|errors\\.ts)' },
      to: { path: '^src/rulesets/(intro|sds|sfg|alg|registry)' },
    },
    {
      name: 'engine-below-scenario',
      severity: 'error',
      comment: 'The scenario loader applies engine options; the engine never reads scenarios (InputError lives in rulesets/errors.ts).',
      from: { path: '^src/engine/' },
      to: { path: '^src/scenario/' },
    },
    {
      name: 'engine-report-scenario-below-analysis-and-cli',
      severity: 'error',
      from: { path: '^src/(engine|report|scenario)/' },
      to: { path: '^src/(analysis|cli)/' },
    },
    {
      name: 'analysis-below-cli',
      severity: 'error',
      from: { path: '^src/analysis/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'engine-does-not-render',
      severity: 'error',
      comment: 'The engine plays and tallies; reports read tallies, not the other way round.',
      from: { path: '^src/engine/' },
      to: { path: '^src/report/' },
    },
  ],
  options: {
    // dist/ is what bench/ and scripts/ import: seen as leaves, not cruised (and, before a build,
    // as the unresolved '../dist/…', which the bench rules match all the same)
    doNotFollow: { path: ['node_modules', '^dist/'] },
    // tests are cruised too, so kit helpers used only by tests are not orphans; the rules apply to src/
    includeOnly: '^((src|test|bench|scripts|dist)/|\\.\\./dist/)',
    exclude: '^test/fixtures/',
    tsPreCompilationDeps: true,
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
