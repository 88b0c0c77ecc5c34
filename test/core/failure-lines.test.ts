import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/core/app-error.js';
import { failureFields, failureLine } from '../../src/core/failure-lines.js';

const KEY = `sk-${'ab12'.repeat(12)}`;
const MEMBER_TEXT = { english: 'The database is unavailable.', text: { key: 'store.unavailable' } };

describe('failureLine', () => {
  it('follows a member-facing error with its detail and causes, codes and paths', () => {
    const os = Object.assign(new Error("ENOENT: no such file or directory, mkdir '/proc/x'"), {
      code: 'ENOENT',
    });
    const error = new AppError(MEMBER_TEXT, { cause: os, detail: 'cannot create the folder' });
    expect(failureLine(error)).toBe(
      'The database is unavailable.; detail: cannot create the folder; ' +
        "cause: Error (ENOENT): ENOENT: no such file or directory, mkdir '/proc/x'",
    );
  });

  it("keeps an operator's error to its message, which says everything", () => {
    const error = new AppError('Another process is using bot.sqlite.', {
      cause: new Error('SQLITE_BUSY'),
    });
    expect(failureLine(error)).toBe('Another process is using bot.sqlite.');
  });

  it('masks keys and ends a cycle of causes, without stack frames', () => {
    const a = new Error(`bad ${KEY}`);
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(failureLine(a)).toBe('bad sk-[redacted]; cause: Error: b');
  });

  it('bounds a long chain of causes', () => {
    let error = new Error('e0');
    for (let i = 1; i < 100; i += 1) error = new Error(`e${i}`, { cause: error });
    const causes = failureLine(error)
      .split('; ')
      .filter((part) => part.startsWith('cause:'));
    expect(causes).toHaveLength(6);
    expect(causes.at(-1)).toBe('cause: … (more causes left out)');
  });
});

describe('failureFields', () => {
  it("logs the error with the line, unless an operator's own error without a cause", () => {
    const alone = new AppError('COMFYUI_WORKFLOWS_DIR x does not exist (ENOENT): create it');
    expect(failureFields(alone)).toEqual({});
    const caused = new AppError('Discord refused DISCORD_TOKEN', { cause: new Error('401') });
    expect(failureFields(caused)).toEqual({ error: caused });
    const bug = new TypeError('Invalid URL');
    expect(failureFields(bug)).toEqual({ error: bug });
  });
});
