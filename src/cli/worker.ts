import { Option, type Command } from 'commander';
import { parseQueueUrl } from '../engine/queue/url.js';
import { checkReachable } from '../engine/queue/connect.js';
import { DEFAULT_LOCK_MS, serveQueue } from '../engine/queue/serve.js';
import { defaultWorkers } from '../engine/runner.js';
import { InputError } from '../rulesets/errors.js';
import { positiveInt, workerCount } from './args.js';
import { EXIT_SIGINT, EXIT_SIGTERM } from './interrupt.js';

/** How long a stopping worker may take: under the 5 s a process supervisor usually allows. */
const STOP_MS = 4000;

interface WorkerFlags {
  queue: string;
  workers?: number;
  lockMs?: number;
}

export function register(program: Command): void {
  program
    .command('worker')
    .description('play chunks of runs started elsewhere with --queue, on this machine, until stopped (needs no scenario files)')
    .requiredOption('--queue <url>', 'Redis URL: redis://[user:password@]host:port/db, or rediss:// for TLS')
    .option('-w, --workers <W>', `chunks played at once, one thread each (default ${defaultWorkers()})`, workerCount)
    .addOption(new Option('--lock-ms <ms>', `lock duration and stalled-job check in ms (default ${DEFAULT_LOCK_MS})`).argParser(positiveInt).hideHelp())
    .action(async (flags: WorkerFlags) => {
      const workers = flags.workers ?? defaultWorkers();
      if (workers < 1) throw new InputError('command line', '--workers', 'a queue worker plays chunks on threads', 'use --workers 1 or more');
      const target = parseQueueUrl(flags.queue);
      await checkReachable(target);
      const log = (line: string) => process.stdout.write(`volley worker: ${line}\n`);
      const serving = await serveQueue(target, { workers, lockMs: flags.lockMs, log });
      // Ctrl-C / SIGTERM: finish the chunks in hand, then end; a second signal ends at once (the
      // chunks in hand are then re-run by another worker once their locks expire)
      await new Promise<void>((resolve) => {
        let stopping = false;
        const stop = (code: number) => () => {
          if (stopping) process.exit(code);
          stopping = true;
          log(`stopping: finishing ${serving.inHand()} chunk(s) in hand (signal again to drop them; other workers re-run them)`);
          // a supervisor waits a few seconds before SIGKILL: end within STOP_MS whatever Redis
          // does (closing waits on it while it is down); a chunk not finished by then goes back
          // to the queue when its lock expires (issue 26 item 11)
          const late = setTimeout(() => {
            log(
              `stopped after ${STOP_MS / 1000} s with ${serving.inHand()} chunk(s) in ` +
                `hand (Redis unreachable, or chunks still playing): other workers ` +
                `re-run them`,
            );
            process.exit(code);
          }, STOP_MS);
          late.unref();
          serving.stop().then(resolve, (e: unknown) => {
            log(`stop failed: ${e instanceof Error ? e.message : String(e)}`);
            process.exit(code);
          });
        };
        // replaces the end-at-once handlers (interrupt.ts): a worker stops between chunks
        process.removeAllListeners('SIGINT');
        process.removeAllListeners('SIGTERM');
        process.on('SIGINT', stop(EXIT_SIGINT));
        process.on('SIGTERM', stop(EXIT_SIGTERM));
      });
      log('stopped');
    });
}
