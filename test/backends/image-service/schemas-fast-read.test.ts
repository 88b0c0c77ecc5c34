import { describe, expect, it } from 'vitest';
import { readResponse } from '../../../src/backends/image-service/read-response.js';
import {
  readRunningTaskStatus,
  taskStatusSchema,
} from '../../../src/backends/image-service/schemas.js';
import type { HttpRequest } from '../../../src/image-backend/http-exchange.js';

const TASK = 'c0ffee00-0000-4000-8000-000000000001';
const ABSENT = Symbol('absent');

function schemaRead(body: Buffer): unknown {
  try {
    const call = {
      operation: 'taskStatus',
      query: { endpoint: 'task_status' },
      auth: { apiKey: 'sk-test' },
      retry: 'read',
      schema: taskStatusSchema(TASK),
      taskId: TASK,
    } as const;
    const request = { origin: 'http://service', path: '/', what: 'GET taskStatus' };
    return readResponse(call, request as HttpRequest, { status: 200, headers: {}, body });
  } catch (error) {
    return { threw: (error as Error).name };
  }
}

const object = (entries: [string, unknown][]) =>
  Object.fromEntries(entries.filter(([, value]) => value !== ABSENT));

describe('readRunningTaskStatus', () => {
  const successes = [true, 'true', 1, false, null, ABSENT];
  const ids = [ABSENT, TASK, 'other-id', ` ${TASK} `, '', 42, null, {}];
  const statuses = [
    'queued',
    'pending',
    'processing',
    'Processing',
    ' queued',
    'completed',
    'failed',
    'weird',
    '',
    5,
    null,
    ABSENT,
  ];
  const progresses = [ABSENT, null, 0, 42, 42.5, 100, 150, -3, '40', ' 7 ', 'x', true, [], {}];
  const extras = [ABSENT, { image_url: 'https://x/y.png', error: 'boom' }];

  it('reads exactly what the schema reads, on every combination it reads at all', () => {
    let fast = 0;
    let cases = 0;
    for (const success of successes)
      for (const id of ids)
        for (const status of statuses)
          for (const progress of progresses)
            for (const extra of extras) {
              const data = object([
                ['id', id],
                ['status', status],
                ['progress', progress],
                ...(extra === ABSENT ? [] : Object.entries(extra)),
              ]);
              const body = Buffer.from(
                JSON.stringify(
                  object([
                    ['success', success],
                    ['data', data],
                  ]),
                ),
              );
              cases += 1;
              const read = readRunningTaskStatus(body, TASK);
              if (read === undefined) continue;
              fast += 1;
              expect(read, body.toString()).toEqual(schemaRead(body));
            }
    expect(cases).toBe(successes.length * ids.length * statuses.length * progresses.length * 2);
    expect(fast).toBeGreaterThan(100);
  });

  it('reads the usual answers of a running task', () => {
    const body = (data: object) => Buffer.from(JSON.stringify({ success: true, data }));
    expect(
      readRunningTaskStatus(body({ id: TASK, status: 'processing', progress: 40 }), TASK),
    ).toEqual({ taskId: TASK, state: 'processing', progress: 40 });
    expect(readRunningTaskStatus(body({ id: TASK, status: 'queued' }), TASK)).toEqual({
      taskId: TASK,
      state: 'queued',
    });
  });

  it('leaves to the schema what it does not read: bodies that are not JSON, final states, other envelopes', () => {
    for (const text of [
      '',
      'not json',
      '\uFEFF{"success":true,"data":{"status":"queued"}}',
      '[]',
      '{"success":true,"data":[]}',
      '{"data":{"status":"queued"}}',
      '{"success":true,"data":{"status":"completed","image_url":"/x.png"}}',
      '{"success":true,"data":{"status":"failed","error":"boom"}}',
    ]) {
      expect(readRunningTaskStatus(Buffer.from(text), TASK), text).toBeUndefined();
    }
  });
});
