import type { Dice } from './kit/dice.js';

/**
 * The contract every game implements. The runner, analyses, reports and CLI use only this file
 * (and the registry); no file outside `src/rulesets/<game>/` imports a game's internals.
 *
 *   loadSetup(doc, ctx) -> Setup       validate a scenario into plain, structured-clonable data
 *   prepare(setup)      -> Game        build the reusable game (typed arrays, caches) once
 *   play(game, [p0, p1], rng, log?)    reset the game, play it to the end, return an Outcome
 *
 * The engine owns every cache: it prepares each setup once per worker and plays game after
 * game on the prepared object, so a ruleset keeps no module globals and `swapSides` is a plain
 * function. Policies are made per side per game (`PolicyMaker.create`) and answer every
 * decision through one call, `decide(view, kind, options, rng)`: `options` is a reused buffer
 * of legal option codes the game fills, the answer is an index into it.
 */

/** A named, typed, documented rule option (an ambiguity resolved or a variant). */
export type RuleOptionValue = boolean | number | string | number[];

export interface RuleOption {
  key: string;
  type: 'boolean' | 'number' | 'enum' | 'string' | 'numbers';
  default: RuleOptionValue;
  /** For 'enum': the legal values. */
  values?: string[];
  /** For 'number': inclusive bounds and whether only integers are allowed. */
  min?: number;
  max?: number;
  integer?: boolean;
  /** What it does, in the game's own terms. */
  description: string;
  /** The rules section it resolves, e.g. 'SDS 3.8' or 'INT-5.5 / G-I4'. */
  section: string;
  /** Where the default comes from: the spec's recommended resolution, stated text, etc. */
  basis?: 'text' | 'spec-default' | 'provisional' | 'variant';
}

export type Options = Record<string, RuleOptionValue>;

/** Where a document came from, so errors can name the file and the YAML path. */
export interface SourceRef {
  file: string;
  /** Line number of a YAML path in that file, when the parser kept positions. */
  lineOf(path: (string | number)[]): number | undefined;
}

/** Services the scenario loader gives a ruleset while it validates a setup. */
export interface LoadContext {
  /** Path of the scenario file being loaded (as the user typed it). */
  file: string;
  source: SourceRef;
  /** Read another YAML file relative to the scenario (lists, catalogues); recorded for the manifest hash. */
  readYaml(relativePath: string): { doc: unknown; file: string; source: SourceRef };
  /** Resolved rule options (defaults, then scenario, then CLI flags). */
  options: Options;
  /** Records a point edit the rules would refuse in a file as written (the loader lists them in Scenario.pointEdits). */
  pointEdit?(edit: PointEdit): void;
}

/**
 * A printed cost volley changed in memory (a sweep value, a compare patch) on a profile whose
 * cost the rules fix by formula (an illustrative SDS profile): refused in a file as written,
 * allowed as an analysis edit and named in the report's manifest (issue 27 item 5).
 */
export interface PointEdit {
  file: string;
  profile: string;
  points: number;
  /** The cost the rules' formula gives. */
  formula: number;
}

/** How one game ended. Numbers in `metrics` must be integers (tallies merge exactly). */
export interface Outcome {
  /** 0 or 1: the winning side; null: a draw. */
  winner: 0 | 1 | null;
  /** e.g. 'rout' | 'eliminated' | 'time' | 'lastStanding'. */
  reason: string;
  turns: number;
  pointsLost: [number, number];
  /** Tournament points where the rules define them (else e.g. 1/0). Integers. */
  score: [number, number];
  /** Per-side integer metrics, e.g. officersLost: [1, 0]. Keys must be listed in Ruleset.metricNames. */
  metrics: Record<string, [number, number]>;
}

/** A game log for `volley replay`: off (undefined) in bulk runs. */
export interface GameLog {
  event(text: string): void;
  /** Optional snapshots (e.g. SVG of the table) keyed by label. */
  snapshot?(label: string, content: string): void;
}

/**
 * The legal options of one decision: option codes (the game's own encoding, e.g. a unit index
 * or a STOP code) in a buffer the game reuses, so asking allocates nothing. A policy must not
 * keep it past the call.
 */
export type OptionBuffer = ArrayLike<number>;

/**
 * An AI player, one instance per side per game. `View` is the game's read-only view of its
 * state; `kind` names the decision (the game's decisions.ts lists the kinds); the answer is an
 * index in [0, options.length). Randomness comes only from `rng`, the AI stream, never from the
 * rules dice, so a policy change never shifts the dice (common random numbers).
 */
export interface Policy<View = unknown> {
  readonly name: string;
  decide(view: View, kind: number, options: OptionBuffer, rng: Dice): number;
}

/**
 * A named policy: `create` is called for each side of each game. A policy with memory returns a
 * fresh object; a stateless one may return the same object every time.
 */
export interface PolicyMaker<P = Policy<never>> {
  name: string;
  description: string;
  create(): P;
  /** The numbers this policy weighs that `volley tune` may change (issue 31), declared like rule options. */
  params?: PolicyParam[];
  /** The same policy with some declared params set (the rest at their defaults). */
  withParams?(values: Record<string, number>): PolicyMaker<P>;
}

/** A tunable number of a policy: its range, its default and what it weighs. */
export interface PolicyParam {
  key: string;
  min: number;
  max: number;
  default: number;
  /** What it weighs, in the game's own terms. */
  description: string;
}

export interface GameRng {
  /** The dice: every die the rules roll comes from here. */
  dice: Dice;
  /** The AI's own stream (tie-breaks, random policy, deployment choices). */
  ai: Dice;
}

/** Per-side facts of a setup the reports show (names and list points). */
export interface SideInfo {
  name: string;
  points: number;
}

/** One numbered rules section and how volley implements it (`volley rules <game> --coverage`). */
export interface CoverageEntry {
  section: string;
  title: string;
  status: string;
  /** Why it is not (fully) implemented, or how it is modelled. */
  why?: string;
  /** The test file that checks it. */
  test?: string;
}

/** A command-line flag of a hook command, as commander spells it ('--quality <q>'). */
export interface HookFlag {
  flag: string;
  description: string;
  default?: string;
}

/** What a hook command prints: a human text and the same content as JSON-ready data. */
export interface HookOutput {
  text: string;
  json: unknown;
}

/** What the CLI gives a hook command. */
export interface HookContext {
  /** The game's rule options: defaults, then the command's --option key=value flags. */
  options: Options;
  /** Reads a YAML file the user named, with the loader's checks (size, path, syntax). */
  readYaml(file: string): { doc: unknown; file: string; source: SourceRef };
}

/**
 * A command a game offers under `volley odds <game> <name>` or `volley points`. The CLI adds
 * --json (print `json` instead of `text`) and --option key=value (rule options) to every one.
 */
export interface HookCommand {
  name: string;
  description: string;
  /** Positional arguments, commander style ('<nation>', '[profile]'). */
  args?: { name: string; description: string }[];
  flags: HookFlag[];
  /** `flags` holds the parsed flags by camel-cased name (--shooter-c -> shooterC). Throws InputError on bad input. */
  run(args: string[], flags: Record<string, unknown>, ctx: HookContext): HookOutput;
}

/**
 * A game's tournament format (`volley tournament`): how rounds are paired and which lists a
 * table plays. Players and lists are indices; the command stays game-agnostic.
 */
export interface TournamentFormat {
  /** The rules sections it implements, e.g. 'SDS 10.9–10.10'. */
  section: string;
  /** Fewest rounds and players the rules allow (fewer is simulated with a note), and the rounds rule in words. */
  minRounds: number;
  roundsRule: string;
  minPlayers: number;
  /** Each player brings a main and a secondary list from different poules. */
  secondaryFromOtherPoule: boolean;
  chooseLists(a: number, b: number, pa: TournamentPlayerLists, pb: TournamentPlayerLists, canMeet: (listA: number, listB: number) => boolean): TournamentTable;
  firstRound(players: TournamentPlayerLists[], canMeet: (listA: number, listB: number) => boolean, rng: Dice): TournamentTable[];
  swissRound(ranked: number[], played: (a: number, b: number) => boolean, avoidRematches: boolean): { pairs: [number, number][]; rematches: number };
}

export interface TournamentPlayerLists {
  /** List indices. */
  main: number;
  secondary: number;
  /** Poule of the main list. */
  poule: string;
}

/** One table of a round: players a and b and the list each plays. */
export interface TournamentTable {
  /** Players; `a` is the one who keeps the main list when only one may. */
  a: number;
  b: number;
  listA: number;
  listB: number;
  /** False when no combination of the two players' lists is allowed (played with the mains anyway). */
  legal: boolean;
  usedA: 'main' | 'secondary';
  usedB: 'main' | 'secondary';
}

/**
 * Play invariants: rules of competent play a game names (e.g. "reloads when it has an action
 * to spare"), checked by watching every decision of whole games. A game supplies them as the
 * optional `invariants` of its ruleset; the conformance harness (kit/conformance.ts) wraps each side's policy, shows every answered
 * decision to a fresh watcher per game, and counts the violations it reports per policy.
 */
export interface PlayInvariant {
  name: string;
  description: string;
  /** Policies it does not bind, with the reason in `description` (e.g. the uniform baseline, where it is about judgement). */
  exempt?: readonly string[];
  /**
   * The rules reading under which a count above zero is still competent play: such an invariant
   * is a counter, reported per 1,000 games by the harness's counts, and no check fails on it.
   */
  allows?: string;
  /** A fresh watcher for one game; it calls `violation(side)` for each breach by that side's policy. */
  watch(violation: (side: number) => void): InvariantWatcher;
}

export interface InvariantWatcher {
  /** Every decision, after the policy of `side` answered option index `answer`. */
  decision(view: unknown, side: number, kind: number, options: ArrayLike<number>, answer: number): void;
  /** After the last decision of the game (post-hoc checks of the last action). */
  end?(): void;
}

/** One profile of a calibration catalogue (`volley calibrate`): what a list may hold, at its printed cost. */
export interface CalibrationProfile {
  /** The game's own id of the profile (unique in the catalogue). */
  id: string;
  name: string;
  /** The printed points cost the lists are built with. */
  cost: number;
  /** Most copies one list may hold (the rules' limit, or volley's bound). */
  max: number;
}

/**
 * How `volley calibrate` builds random lists of a game: it reads the catalogue part of a
 * calibration file, and turns counts per profile into one entry of the game's own scenario
 * `sides:`, which `loadSetup` then validates under the game's list-building rules.
 */
export interface CalibrationHook {
  /** Keys of the calibration file this hook reads; they are removed before the scenario is validated. */
  keys: string[];
  /** The catalogue's profiles with their printed costs. Throws InputError naming file and field. */
  catalogue(doc: Record<string, unknown>, ctx: LoadContext): CalibrationProfile[];
  /** A list of `counts[i]` copies of profile i, as one `sides:` entry of a scenario of this game. */
  side(doc: Record<string, unknown>, profiles: CalibrationProfile[], counts: number[], name: string): unknown;
}

export interface Ruleset<Setup = unknown, Game = unknown, P = Policy<never>> {
  id: string;
  title: string;
  options: RuleOption[];
  /** Named policies; `defaultPolicy` names the default. */
  policies: Record<string, PolicyMaker<P>>;
  defaultPolicy: string;
  /**
   * The competent tier (issue 31): the shipped policies a real player could play like, at least
   * two styles where the game ships them (a melee style and a shooting style). `run`, `matrix`
   * and `sweep` replay their matchups under these to say whether a verdict depends on play.
   */
  competentTier: readonly string[];
  /** Validates a scenario document (already parsed YAML) into a plain, structured-clonable Setup. Throws InputError. */
  loadSetup(doc: Record<string, unknown>, ctx: LoadContext): Setup;
  sides(setup: Setup): [SideInfo, SideInfo];
  /** The same setup with sides 0 and 1 exchanged (mirrored pairs). */
  swapSides(setup: Setup): Setup;
  /** Builds the reusable game for a setup (the engine calls it once per setup per worker). */
  prepare(setup: Setup): Game;
  /** Resets `game` and plays one complete game. */
  play(game: Game, policies: [P, P], rng: GameRng, log?: GameLog): Outcome;
  /** Names of the integer metrics this ruleset reports (fixed order, for CSV columns). */
  metricNames: string[];

  // --- optional hooks: the CLI and analyses call these instead of importing game code ---
  /** Every numbered rules section and its implementation status. */
  coverage?: CoverageEntry[];
  /** Exact odds of the game's dice mechanics (`volley odds <game> <name>`). */
  odds?: HookCommand[];
  /** Point costs of the game's data (`volley points <game> ...`). */
  points?: HookCommand;
  /**
   * Validates a standalone data file of this game that is not a scenario (an army list, a
   * profile catalogue): returns a one-line summary, or undefined when the document is a
   * scenario (then `volley validate` loads it as one). Throws InputError when invalid.
   */
  validateData?(doc: Record<string, unknown>, ctx: LoadContext): string | undefined;
  /** The game's tournament pairing rules (`volley tournament`). */
  tournamentFormat?: TournamentFormat;
  /**
   * A warning every report of a run under these options must carry (e.g. results that measure
   * placeholder rules): appended to the headline, summary.json and the HTML page.
   */
  caveat?(options: Options): string | undefined;
  /**
   * A turn limit volley adds where the rules text has none: its length under these options, the
   * outcome reasons of games that reached it, and where it comes from. Run reports give the
   * share of games it decided.
   */
  turnLimit?(options: Options): { turns: number; reasons: readonly string[]; source: string } | undefined;
  /**
   * A tiebreak the rules decide some games by (e.g. a game score after equal objectives): the
   * outcome reasons of games it decided, where it comes from, and the rule option that reads it
   * (its values) when the text leaves it open. Run reports give the share of games it decided
   * and, when the verdict differs, the verdict under each value of that option.
   */
  tiebreak?(options: Options): { reasons: readonly string[]; source: string; option?: { key: string; values: readonly string[] } } | undefined;
  /**
   * What a list's "points lost" are in this game, in the game's own terms (one or two sentences
   * for the run page): what counts as lost, and when a whole list counts as lost. Without it the
   * page states only the numbers.
   */
  pointsLost?: string;
  /** Rules of competent play every policy keeps (checked by the conformance harness). */
  invariants?: PlayInvariant[];
  /** Random legal lists from a catalogue (`volley calibrate`). */
  calibration?: CalibrationHook;
  /**
   * The game's declared rules state (kit/state.ts): its hash, and the reset `play` starts with.
   * The conformance harness checks that a reset state hashes like a fresh one and that no
   * policy's decision (a search included) changes it.
   */
  state?: DeclaredStateHook<Game>;
}

/** What a game that declares its rules state (kit/state.ts) shows the conformance harness. */
export interface DeclaredStateHook<Game> {
  hash(game: Game): number;
  reset(game: Game): void;
}

// A ruleset with its generic parameters erased, for the registry and runner.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
// biome-ignore lint/suspicious/noExplicitAny: a ruleset of any game: its state, setup and policy types are the game's own
export type AnyRuleset = Ruleset<any, any, any>;
