import { describe, expect, it } from 'vitest';
import {
  generationLine,
  type LoggedGeneration,
  screenedLine,
} from '../../src/modlog/modlog-lines.js';
import { i18n } from '../helpers/i18n.js';

const t = i18n.translator('en-US');

const generation = (request: LoggedGeneration['request']): LoggedGeneration => ({
  jobId: 'j1',
  replyId: 'r1',
  userId: '42',
  guildId: 'g1',
  channelId: 'c1',
  keyRef: { kind: 'server', guildId: 'g1' },
  request,
  outcome: 'failed',
});

const screened = (workflow: string | undefined) => ({
  jobId: 'j1',
  guildId: 'g1',
  userId: '42',
  channelId: 'c1',
  action: 'withhold' as const,
  score: 91,
  threshold: 80,
  prompt: 'a fox',
  workflow,
  seed: 7,
});

describe('the moderation log’s generation and screened lines', () => {
  it('names the workflow asked for, else the model, else the default where the backend takes workflows', () => {
    expect(generationLine(generation({ prompt: 'a fox', workflow: 'anime' }), t)).toBe(
      '❌ <@42>: “a fox” · anime · default size · server key · failed',
    );
    expect(generationLine(generation({ prompt: 'a fox', model: 'AlbedoBase XL' }), t, false)).toBe(
      '❌ <@42>: “a fox” · AlbedoBase XL · default size · server key · failed',
    );
    expect(generationLine(generation({ prompt: 'a fox', width: 512, height: 512 }), t)).toBe(
      '❌ <@42>: “a fox” · default workflow · 512×512 · server key · failed',
    );
  });

  it('names no workflow for a generation on a backend that takes none', () => {
    expect(generationLine(generation({ prompt: 'a fox', width: 512, height: 512 }), t, false)).toBe(
      '❌ <@42>: “a fox” · 512×512 · server key · failed',
    );
    expect(screenedLine(screened(undefined), t, false)).toMatch(/: “a fox” · seed 7$/);
    expect(screenedLine(screened(undefined), t)).toMatch(/: “a fox” · default workflow · seed 7$/);
    expect(screenedLine(screened('rr3'), t, false)).toMatch(/: “a fox” · rr3 · seed 7$/);
  });
});
