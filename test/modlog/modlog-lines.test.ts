import { describe, expect, it } from 'vitest';
import {
  generationLine,
  type LoggedBackend,
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

/** A backend taking a model, not a workflow, with a declared size (the Horde's). */
const horde: LoggedBackend = {
  parameters: { model: {}, width: { default: 512 }, height: { default: 512 } },
};
/** A backend taking workflows whose sizes it does not declare (ComfyUI's). */
const comfy: LoggedBackend = { parameters: { workflow: {}, width: {}, height: {} } };

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
    expect(generationLine(generation({ prompt: 'a fox', model: 'AlbedoBase XL' }), t, horde)).toBe(
      '❌ <@42>: “a fox” · AlbedoBase XL · 512×512 · server key · failed',
    );
    expect(generationLine(generation({ prompt: 'a fox', width: 512, height: 512 }), t)).toBe(
      '❌ <@42>: “a fox” · default workflow · 512×512 · server key · failed',
    );
  });

  it('names no workflow for a generation on a backend that takes none', () => {
    expect(generationLine(generation({ prompt: 'a fox', width: 768, height: 512 }), t, horde)).toBe(
      '❌ <@42>: “a fox” · 768×512 · server key · failed',
    );
    expect(screenedLine(screened(undefined), t, horde)).toMatch(/: “a fox” · seed 7$/);
    expect(screenedLine(screened(undefined), t)).toMatch(/: “a fox” · default workflow · seed 7$/);
    expect(screenedLine(screened('rr3'), t, horde)).toMatch(/: “a fox” · rr3 · seed 7$/);
  });

  it('shows the size the backend declares when none was asked for, else "default size"', () => {
    expect(generationLine(generation({ prompt: 'a fox' }), t, horde)).toBe(
      '❌ <@42>: “a fox” · 512×512 · server key · failed',
    );
    expect(generationLine(generation({ prompt: 'a fox', workflow: 'portrait' }), t, comfy)).toBe(
      '❌ <@42>: “a fox” · portrait · default size · server key · failed',
    );
    expect(generationLine(generation({ prompt: 'a fox', width: 640 }), t, horde)).toBe(
      '❌ <@42>: “a fox” · 640×512 · server key · failed',
    );
  });
});
