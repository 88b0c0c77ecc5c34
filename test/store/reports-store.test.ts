import { describe, expect, it } from 'vitest';
import type { StoredReport } from '../../src/store/reports-store.js';
import { useTempDatabase } from './store-test-kit.js';

const db = useTempDatabase();

const reportOf = (id: string, reporterId: string, jobId = 'job-1'): StoredReport => ({
  id,
  guildId: 'g',
  jobId,
  reporterId,
  reason: 'spam',
  memberId: 'alice',
  result: { channelId: 'c', messageId: 'm' },
  prompt: 'a fox',
  workflow: 'default',
  seed: 7,
  at: 1,
  actions: [],
});

describe('ReportsStore', () => {
  it('files one report per member and generation', async () => {
    const { reports } = await db.open();
    expect(await reports.reported('job-1', 'bob')).toBe(false);
    expect(await reports.file(reportOf('r1', 'bob'))).toBe(true);
    expect(await reports.file(reportOf('r2', 'bob'))).toBe(false);
    expect(await reports.file(reportOf('r3', 'carol'))).toBe(true);
    expect(await reports.file(reportOf('r4', 'bob', 'job-2'))).toBe(true);
    expect(await reports.reported('job-1', 'bob')).toBe(true);
    expect(await reports.get('r1')).toEqual(reportOf('r1', 'bob'));
    expect(await reports.get('r2')).toBeUndefined();
  });

  it('files once when the same member reports twice at once', async () => {
    const { reports } = await db.open();
    const filed = await Promise.all([
      reports.file(reportOf('a', 'bob')),
      reports.file(reportOf('b', 'bob')),
    ]);
    expect(filed.filter(Boolean)).toHaveLength(1);
  });

  it('records actions in order; a report it does not keep is not created', async () => {
    const { reports } = await db.open();
    await reports.file(reportOf('r1', 'bob'));
    const act = (kind: 'deleted' | 'dismissed') => (report: StoredReport) => ({
      ...report,
      actions: [...report.actions, { kind, by: 'mod', at: 2 }],
    });
    await reports.update('r1', act('deleted'));
    const after = await reports.update('r1', act('dismissed'));
    expect(after?.actions.map((a) => a.kind)).toEqual(['deleted', 'dismissed']);
    expect(await reports.get('r1')).toEqual(after);
    expect(await reports.update('gone', act('deleted'))).toBeUndefined();
    expect(await reports.get('gone')).toBeUndefined();
  });
});
