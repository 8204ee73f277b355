import { Option, type Command } from 'commander';
import { parseQueueUrl } from '../engine/queue/url.js';
import { checkReachable } from '../engine/queue/connect.js';
import { DEFAULT_LOCK_MS, serveQueue } from '../engine/queue/serve.js';
import { defaultWorkers } from '../engine/runner.js';
import { InputError } from '../rulesets/errors.js';
import { positiveInt, workerCount } from './args.js';
import { EXIT_SIGINT, EXIT_SIGTERM } from './interrupt.js';

/** How long a stopping worker keeps playing the chunks in hand before it hands them back. */
const FINISH_MS = 3000;
/**
 * How long handing chunks back may take (Redis may be down): with FINISH_MS, under the 5 s a
 * process supervisor usually allows before SIGKILL.
 */
const HAND_BACK_MS = 1000;

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
      // Ctrl-C / SIGTERM: finish the chunks in hand, then end; a chunk still playing after
      // FINISH_MS, or at a second signal, goes back to the queue at once for another worker
      // (not only when its lock expires, issue 26 item 11)
      await new Promise<void>((resolve) => {
        let stopping = false;
        let handing = false;
        const handBackAndExit = (code: number) => {
          if (handing) return;
          handing = true;
          const n = serving.inHand();
          if (n > 0) log(`handing ${n} chunk(s) in hand back to the queue`);
          const late = setTimeout(() => {
            log(`stopped with ${serving.inHand()} chunk(s) not handed back (Redis unreachable?): they go back when their locks expire`);
            process.exit(code);
          }, HAND_BACK_MS);
          late.unref();
          serving.handBack().then(
            () => process.exit(code),
            (e: unknown) => {
              log(`hand-back failed: ${e instanceof Error ? e.message : String(e)}`);
              process.exit(code);
            },
          );
        };
        const stop = (code: number) => () => {
          if (stopping) return handBackAndExit(code);
          stopping = true;
          log(`stopping: finishing ${serving.inHand()} chunk(s) in hand (signal again to hand them back to the queue)`);
          const late = setTimeout(() => handBackAndExit(code), FINISH_MS);
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
