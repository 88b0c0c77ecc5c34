import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/core/logger.js';
import { logStrayOutput } from '../../src/core/stray-output.js';

describe('logStrayOutput', () => {
  it("logs a library's console warning and a process warning as JSON lines of the log", () => {
    const lines: string[] = [];
    const logger = createLogger({ format: 'json', write: (line: string) => lines.push(line) });
    const fakeConsole = { warn: (..._args: unknown[]) => lines.push('plain text') };
    const fakeProcess = new EventEmitter();
    fakeProcess.on('warning', () => lines.push('default printer'));
    logStrayOutput(logger, { console: fakeConsole, process: fakeProcess as never });

    fakeConsole.warn('Possible AsyncEventEmitter memory leak detected. %d listeners', 11);
    const warning = new Error('11 exit listeners added');
    warning.name = 'MaxListenersExceededWarning';
    fakeProcess.emit('warning', warning);

    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      {
        level: 'warn',
        msg: 'a library warned',
        text: 'Possible AsyncEventEmitter memory leak detected. 11 listeners',
      },
      { level: 'warn', msg: 'Node.js warned', name: 'MaxListenersExceededWarning' },
    ]);
  });
});
