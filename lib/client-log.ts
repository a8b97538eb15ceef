// The browser's one place to write to the console (spec §8: failed calls are only logged). Server code logs
// through backend/lib/logger.ts instead; lint keeps every other file from calling console directly.

/** Logs a failure the person is not told about (or is told about in other words), with where it happened. */
export function logFailure(where: string, err: unknown): void {
  // eslint-disable-next-line no-console
  console.error(`[${where}]`, err);
}
