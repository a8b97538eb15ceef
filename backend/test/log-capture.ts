import { Writable } from 'node:stream';
import { createLogger, setRootLogger } from '../lib/logger';

/**
 * Sends the process's log lines to memory while a test reads them (JSON lines at `level`); `text()` is every
 * line written since, `restore()` puts a quiet logger back.
 */
export function captureLogs(level = 'info') {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  setRootLogger(createLogger({ level, format: 'json', destination: sink }));
  return {
    lines,
    text: () => lines.join('\n'),
    restore: () => setRootLogger(createLogger({ level: 'silent', format: 'json' })),
  };
}
