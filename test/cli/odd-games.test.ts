// An odd --games with mirrored pairs plays one game more: volley says so (issue 29 item 12).
import { describe, expect, it } from 'vitest';
import { tempDir, volley } from '../helpers/cli.js';

describe('odd game counts', () => {
  it('with pairs: a note on stderr, and the headline counts the games played', async () => {
    const r = await volley('run', 'scenarios/intro/default.yaml', '--games', '21', '-w', '0', '--out', tempDir());
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('note: games come in mirrored pairs: 21 games plays 22 (--no-pairs plays exactly 21)\n');
    expect(r.stdout.split('\n')[0]).toMatch(/\(22 games\)/);
  });
  it('with --no-pairs: exactly the games asked, no note', async () => {
    const r = await volley('run', 'scenarios/intro/default.yaml', '--games', '21', '--no-pairs', '-w', '0', '--out', tempDir());
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toMatch(/\(21 games\)/);
  });
});
