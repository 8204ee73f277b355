import type { Command } from 'commander';
import { InputError } from '../rulesets/errors.js';
import { findRuleset, knownGames, rulesetIds } from '../rulesets/registry.js';

function fmt(v: unknown): string {
  return Array.isArray(v) ? v.join(',') : String(v);
}

/** The spec's own decision ids (A29, G12, G-A20, G-I3): they stay in --json, not in what players read. */
const SPEC_ID = /^(A|G|G-A|G-I)\d+$/;

/** An option's section as players read it: the rules' sections, without the spec's decision ids. */
export function shownSection(section: string): string {
  const parts = section.split(' / ').filter((p) => !SPEC_ID.test(p.trim()));
  return parts.length ? parts.join(' / ') : section;
}

export function register(program: Command): void {
  program
    .command('rules')
    .description("list a ruleset's rule options (defaults, values, meaning, section) and policies")
    .argument('[ruleset]', `one of: ${rulesetIds().join(', ')}`)
    .option('--coverage', 'list every numbered rules section with its implementation status and test file')
    .option('--json', 'print JSON')
    .action((id: string | undefined, opts: { coverage?: boolean; json?: boolean }) => {
      if (!id) {
        for (const [k, v] of Object.entries(knownGames)) process.stdout.write(`${k.padEnd(6)} ${v}\n`);
        return;
      }
      const rs = findRuleset(id);
      if (!rs) throw new InputError('command line', 'ruleset', `unknown ruleset '${id}'`, `use one of: ${rulesetIds().join(', ')}`);
      if (opts.coverage) {
        const coverage = rs.coverage;
        if (!coverage)
          throw new InputError(
            'command line',
            '--coverage',
            `no coverage table for '${id}'`,
            `coverage is tracked for ` +
              `${rulesetIds()
                .filter((k) => findRuleset(k)?.coverage)
                .join(', ')}`,
          );
        if (opts.json) {
          process.stdout.write(`${JSON.stringify(coverage, null, 2)}\n`);
          return;
        }
        const counts: Record<string, number> = {};
        for (const c of coverage) {
          counts[c.status] = (counts[c.status] ?? 0) + 1;
          process.stdout.write(`${c.section.padEnd(9)} ${c.status.padEnd(16)} ${c.title}${c.why ? ` — ${c.why}` : ''}${c.test ? ` [${c.test}]` : ''}\n`);
        }
        process.stdout.write(
          `\n${Object.entries(counts)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')} of ${coverage.length} sections\n`,
        );
        return;
      }
      if (opts.json) {
        process.stdout.write(`${JSON.stringify({ id: rs.id, title: rs.title, options: rs.options, policies: Object.keys(rs.policies) }, null, 2)}\n`);
        return;
      }
      process.stdout.write(`${rs.title} (${rs.id}): ${rs.options.length} rule options\n\n`);
      for (const o of rs.options) {
        const values = o.type === 'enum' ? ` {${o.values?.join('|')}}` : ` (${o.type})`;
        process.stdout.write(`${o.key} = ${fmt(o.default)}${values}  [${shownSection(o.section)}${o.basis ? `, ${o.basis}` : ''}]\n    ${o.description}\n`);
      }
      process.stdout.write(`\npolicies: ${Object.keys(rs.policies).join(', ')} (default ${rs.defaultPolicy}; competent tier ${rs.competentTier.join(', ')})\n`);
      // the numbers `volley tune` may change, declared like the rule options (issue 31)
      for (const [name, m] of Object.entries(rs.policies)) {
        for (const p of m.params ?? []) process.stdout.write(`  ${name}: ${p.key} = ${p.default} (${p.min}–${p.max})  ${p.description}\n`);
      }
      process.stdout.write(`set an option with --option key=value, or under 'options:' in the scenario\n`);
    });
}
