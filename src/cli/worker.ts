import { Option, type Command } from 'commander';
import { parseQueueUrl } from '../engine/queue/url.js';
import { checkReachable } from '../engine/queue/connect.js';
import { DEFAULT_LOCK_MS, serveQueue } from '../engine/queue/serve.js';
import { defaultWorkers } from '../engine/runner.js';
import { InputError } from '../scenario/errors.js';
import { positiveInt, workerCount } from './args.js';
import { EXIT_SIGINT, EXIT_SIGTERM } from './interrupt.js';

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
