// How long a browser test waits for the state an action leads to. Generous on purpose: CI may run
// the browser tests beside other CPU-bound work (load average 14 on 2 cores was seen), where a
// lazily loaded screen or a re-render can take seconds. No imports, so vitest.config.ts can use it.

/** The longest a read after an action polls for the expected state (ms). */
export const SETTLE_MS = 25_000;

/** How often such a read is repeated (ms). */
export const SETTLE_INTERVAL_MS = 100;
