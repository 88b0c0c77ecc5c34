import { expect } from 'vitest';
import type { Exit } from './bot-process.js';

/**
 * Every line a process printed, each parsed as the JSON log line it must be (a plain-text line,
 * a stack or a Node.js warning fails the parse), and those of level `error`.
 */
export function logLines(exit: Pick<Exit, 'stdout' | 'stderr'>) {
  const lines = `${exit.stdout}\n${exit.stderr}`.split('\n').filter((line) => line.trim() !== '');
  const parsed = lines.map((line) => {
    try {
      return JSON.parse(line) as { level: string; msg: string };
    } catch {
      throw new Error(`not a JSON log line: ${line}`);
    }
  });
  return { all: parsed, errors: parsed.filter((line) => line.level === 'error') };
}

/**
 * Asserts exit code 1 and exactly one error line, whose message matches every pattern, and that
 * it is the last line (no "stopped" after or before it: the bot never started).
 */
export function expectOneClearLine(exit: Exit, ...patterns: RegExp[]): string {
  expect(exit.code).toBe(1);
  const { all, errors } = logLines(exit);
  expect(errors).toHaveLength(1);
  expect(all.map((line) => line.msg)).not.toContain('stopped');
  expect(JSON.parse(exit.stderr.trim().split('\n').at(-1) ?? '{}')).toEqual(errors[0]);
  const message = errors[0]?.msg ?? '';
  for (const pattern of patterns) expect(message).toMatch(pattern);
  return message;
}
