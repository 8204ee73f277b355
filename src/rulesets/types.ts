import type { Dice } from '../engine/dice.js';

/**
 * The contract every game implements. The runner, statistics and reports use only this file;
 * a ruleset never imports the runner. Rules are plain functions over plain state
 * (OpenSpiel's Game/State split): `play` builds a fresh state from the setup and drives it to
 * the end with the two policies.
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
 * An AI policy. `State` and `Decision` are the ruleset's own types; the runner never looks inside.
 * A policy reads the state and picks among legal options, using `rng` (an AI stream separate
 * from the dice) for any randomness.
 */
export interface Policy<State = unknown, Decision = unknown> {
  name: string;
  description: string;
  decide(state: State, options: readonly Decision[], rng: Dice): number;
}

export interface GameRng {
  /** The dice: every die the rules roll comes from here. */
  dice: Dice;
  /** The AI's own stream (tie-breaks, random policy). */
  ai: Dice;
}

/** Per-side facts of a setup the reports show (names and list points). */
export interface SideInfo {
  name: string;
  points: number;
}

export interface Ruleset<Setup = unknown, P = unknown> {
  id: string;
  title: string;
  options: RuleOption[];
  /** Named policies; the first is the default. */
  policies: Record<string, P>;
  defaultPolicy: string;
  /** Validates a scenario document (already parsed YAML) into a plain, structured-clonable Setup. Throws InputError. */
  loadSetup(doc: Record<string, unknown>, ctx: LoadContext): Setup;
  sides(setup: Setup): [SideInfo, SideInfo];
  /** The same setup with sides 0 and 1 exchanged (mirrored pairs). */
  swapSides(setup: Setup): Setup;
  play(setup: Setup, policies: [P, P], rng: GameRng, log?: GameLog): Outcome;
  /** Names of the integer metrics this ruleset reports (fixed order, for CSV columns). */
  metricNames: string[];
  /**
   * Validates a standalone data file of this game that is not a scenario (an army list, a
   * profile catalogue): returns a one-line summary, or undefined when the document is a
   * scenario (then `volley validate` loads it as one). Throws InputError when invalid.
   */
  validateData?(doc: Record<string, unknown>, ctx: LoadContext): string | undefined;
}

// A ruleset with its generic parameters erased, for the registry and runner.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any>;
