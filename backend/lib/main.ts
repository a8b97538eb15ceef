import { StartupError } from './startup-error';

/**
 * Runs a command-line entry point. A refusal the user must act on (StartupError: bad configuration, a
 * data directory another process holds) ends the process with its message alone and status 1; anything
 * else keeps its stack trace.
 */
export async function runMain(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (!(err instanceof StartupError)) throw err;
    // A command-line refusal is for the person at the terminal: the message alone, not a log line.
    process.stderr.write(`\n${err.message}\n\n`);
    process.exit(1);
  }
}
