#!/usr/bin/env node
import { main } from './cli/index.js';
import { installInterruptHandlers } from './cli/interrupt.js';

installInterruptHandlers();

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`volley: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 3;
  },
);
