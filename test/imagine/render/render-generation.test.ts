import { describe, expect, it } from 'vitest';
import { userText } from '../../../src/discord/text.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderDetails } from '../../../src/imagine/render/render-details.js';
import { renderFailure } from '../../../src/imagine/render/render-failure.js';
import { progressFactsOf, renderProgress } from '../../../src/imagine/render/render-progress.js';
import { imageFileName, renderResult } from '../../../src/imagine/render/render-result.js';
import { en, i18n } from '../../helpers/i18n.js';

const view: GenerationView = {
  jobId: '1300000000000000001',
  phase: 'processing',
  prompt: 'a *bold* cat @everyone',
  workflow: 'anime',
  width: 768,
  height: 512,
  steps: 30,
  seed: 42,
  cfg: 7,
  requesterId: '1200000000000000002',
  taskId: 'task-1',
  progress: 45,
  elapsedMs: 23_400,
};

const customIds = (message: { components: { toJSON(): { components: object[] } }[] }) =>
  message.components.flatMap((row) =>
    row.toJSON().components.map((button) => ('custom_id' in button ? button.custom_id : undefined)),
  );

describe('format helpers', () => {
  it('formats elapsed time as m:ss and h:mm:ss', () => {
    expect(en.duration(7_900)).toBe('0:07');
    expect(en.duration(65_000)).toBe('1:05');
    expect(en.duration(3_723_000)).toBe('1:02:03');
  });

  it('escapes markdown and cuts user text to the limit', () => {
    expect(userText('a *b* _c_', 100)).toBe('a \\*b\\* \\_c\\_');
    const cut = userText('x'.repeat(50), 10);
    expect(cut).toHaveLength(10);
    expect(cut.endsWith('…')).toBe(true);
  });
});

describe('renderProgress', () => {
  it('shows the stage, when it started, the workflow and no mentions', () => {
    const message = renderProgress({ ...view, startedAt: 1_800_000_000_400 }, en);
    const embed = message.embeds[0];
    expect(embed?.title).toBe('🎨 Generating');
    expect(embed?.description).toContain('Started <t:1800000000:R>.');
    expect(embed?.description).toContain('a \\*bold\\* cat @everyone');
    expect(embed?.footer?.text).toBe('anime');
    expect(message.allowedMentions).toEqual({ parse: [] });
  });

  it('shows when it should be ready once its progress tells, as a live Discord timestamp', () => {
    const ready = renderProgress(
      { ...view, startedAt: 1_800_000_000_000, readyAt: 1_800_000_020_600 },
      en,
    );
    expect(ready.embeds[0]?.description).toContain(
      'Ready <t:1800000021:R>, going by its progress.',
    );
  });

  it('shows the queue position while waiting, and one stage from acceptance to processing', () => {
    expect(
      renderProgress({ ...view, phase: 'waiting', queuePosition: 3 }, en).embeds[0]?.description,
    ).toContain("Position **3** in this server's queue.");
    const stages = (['waiting', 'submitting', 'queued', 'pending'] as const).map(
      (phase) => renderProgress({ ...view, phase }, en).embeds[0],
    );
    for (const embed of stages) {
      expect(embed).toEqual(stages[0]);
      expect(embed?.title).toBe('🕒 Queued');
      expect(embed?.description).toContain('Waiting for the image service to start it.');
    }
  });

  it('renders equal facts the same, whatever else the view holds (what edits are compared by)', () => {
    const a = { ...view, progress: 45, elapsedMs: 1_000, taskId: 'task-1' };
    const b = { ...view, progress: 45, elapsedMs: 9_000, taskId: 'task-2' };
    expect(progressFactsOf(a)).toEqual(progressFactsOf(b));
    expect(renderProgress(a, en)).toEqual(renderProgress(b, en));
  });

  it("shows the service's percentage as a bar and a number beside the expected end", () => {
    const ready = renderProgress({ ...view, progress: 45, readyAt: 1_800_000_021_000 }, en);
    expect(ready.embeds[0]?.description).toContain(
      '▰▰▰▰▱▱▱▱▱▱ 45% done · Ready <t:1800000021:R>, going by its progress.',
    );
    const started = renderProgress({ ...view, progress: 0, startedAt: 1_800_000_000_400 }, en);
    expect(started.embeds[0]?.description).toContain(
      '▱▱▱▱▱▱▱▱▱▱ 0% done · Started <t:1800000000:R>.',
    );
    const noPercent = renderProgress({ ...view, progress: undefined }, en);
    expect(noPercent.embeds[0]?.description).not.toContain('%');
  });

  it('formats the percentage for the language', () => {
    const de = i18n.translator('de');
    // Intl writes German percentages with a no-break space: `45 %`.
    expect(renderProgress({ ...view, progress: 45 }, de).embeds[0]?.description).toMatch(
      /45\s%\serledigt/,
    );
  });

  it('names options the workflow ignores', () => {
    const message = renderProgress({ ...view, workflow: 'rr3', ignoredOptions: ['model'] }, en);
    expect(message.embeds[0]?.description).toContain('Ignored by the rr3 workflow: model.');
  });
});

describe('renderResult', () => {
  it('attaches the image with every parameter and the four buttons', () => {
    const message = renderResult(
      { ...view, phase: 'completed', model: 'models/x.safetensors' },
      {
        kind: 'attachment',
        fileName: imageFileName(view.jobId),
      },
      en,
    );
    const embed = message.embeds[0];
    expect(embed?.image?.url).toBe('attachment://imagine-1300000000000000001.png');
    expect(embed?.fields?.map((field) => field.name)).toEqual([
      'Workflow',
      'Size',
      'Steps',
      'Seed',
      'CFG',
      'Model',
      'Duration',
      'Requested by',
    ]);
    expect(embed?.fields?.find((field) => field.name === 'Size')?.value).toBe('768×512');
    expect(customIds(message)).toEqual([
      'imagine:reroll:1300000000000000001',
      'imagine:remix:1300000000000000001',
      'imagine:details:1300000000000000001',
      'imagine:delete:1300000000000000001',
    ]);
    expect(message.allowedMentions).toEqual({ parse: [] });
  });

  it('links the image when it is too large to attach', () => {
    const message = renderResult(
      { ...view, phase: 'completed' },
      {
        kind: 'link',
        url: 'http://127.0.0.1/images/t.png',
        reason: { key: 'imagine.result.tooLarge', values: { size: en.bytes(10 * 1_048_576) } },
      },
      en,
    );
    expect(message.embeds[0]?.image).toBeUndefined();
    expect(message.embeds[0]?.description).toContain(
      '[Open the image](http://127.0.0.1/images/t.png)',
    );
  });

  it('keeps a very long prompt within Discord limits', () => {
    const message = renderResult(
      { ...view, prompt: 'p'.repeat(10_000) },
      { kind: 'attachment', fileName: 'a.png' },
      en,
    );
    expect(message.embeds[0]?.description?.length).toBeLessThanOrEqual(4_096);
  });
});

describe('renderFailure and renderDetails', () => {
  it('explains a failure and offers Retry', () => {
    const message = renderFailure(
      {
        ...view,
        phase: 'failed',
        error: { message: 'Task processing failed or timed out' },
      },
      en,
    );
    expect(message.embeds[0]?.description).toContain('**Task processing failed or timed out**');
    expect(message.embeds[0]?.description).toContain('Press **Retry**');
    expect(customIds(message)).toEqual([
      'imagine:retry:1300000000000000001',
      'imagine:remix:1300000000000000001',
      'imagine:details:1300000000000000001',
    ]);
  });

  it('reports a timeout as such', () => {
    expect(renderFailure({ ...view, phase: 'timed_out' }, en).embeds[0]?.title).toBe(
      '⌛ Timed out',
    );
  });

  it('answers details ephemerally with the full prompt', () => {
    const message = renderDetails({ ...view, keySource: 'server' }, en);
    expect(message.flags).toBe(64);
    expect(message.embeds[0].description).toContain('a \\*bold\\* cat @everyone');
    expect(message.embeds[0].description).toContain('the server key');
  });
});
