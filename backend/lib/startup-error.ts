/** A configuration or situation the process refuses to start with; the message says what to change. */
export class StartupError extends Error {
  name = 'StartupError';
}
