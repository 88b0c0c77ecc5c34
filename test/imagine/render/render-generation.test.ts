import { describe, expect, it } from 'vitest';
import { userText } from '../../../src/discord/text.js';
import type { Translator } from '../../../src/i18n/translator.js';
import type { GenerationView } from '../../../src/imagine/render/generation-view.js';
import { renderDetails } from '../../../src/imagine/render/render-details.js';
import { type ImagePlacement, imageFileName } from '../../../src/imagine/render/render-final.js';
import { progressFactsOf } from '../../../src/imagine/render/render-progress.js';
import { renderReplyFinal, renderReplyProgress } from '../../../src/imagine/render/render-reply.js';
import { readCard } from '../../helpers/card.js';
import { enService as en, i18n } from '../../helpers/i18n.js';

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

const reply = (generation: GenerationView) => ({
  replyId: generation.jobId,
  requesterId: generation.requesterId,
  generations: [generation],
});
const renderProgress = (generation: GenerationView, t: Translator) =>
  renderReplyProgress(reply(generation), t);
const progress = (generation: GenerationView, t: Translator = en) =>
  readCard(renderProgress(generation, t));
const final = (generation: GenerationView, placement?: ImagePlacement) => {
  const placements = new Map(placement ? [[generation.jobId, placement]] : []);
  return renderReplyFinal(reply(generation), placements, en);
};
const ids = (card: { buttons: string[] }) => card.buttons.map((b) => b.split(' ').at(-1));

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
    const card = readCard(message);
    expect(card.title).toBe('🎨 Generating');
    expect(card.text).toContain('Started <t:1800000000:R>.');
    expect(card.text).toContain('a \\*bold\\* cat @everyone');
    expect(card.texts.at(-1)).toBe('-# anime');
    expect(message.allowedMentions).toEqual({ parse: [] });
    expect(message.flags).toBe(1 << 15);
  });

  it('shows when it should be ready once its progress tells, as a live Discord timestamp', () => {
    const ready = progress({ ...view, startedAt: 1_800_000_000_000, readyAt: 1_800_000_020_600 });
    expect(ready.text).toContain('Ready <t:1800000021:R>, going by its progress.');
  });

  it('shows the queue position while waiting, and one stage from acceptance to processing', () => {
    expect(progress({ ...view, phase: 'waiting', queuePosition: 3 }).text).toContain(
      'Position **3** in the queue.',
    );
    const stages = (['waiting', 'submitting', 'queued', 'pending'] as const).map((phase) =>
      progress({ ...view, phase }),
    );
    for (const card of stages) {
      expect(card).toEqual(stages[0]);
      expect(card.title).toBe('🕒 Queued');
      expect(card.text).toContain('Waiting for the image service to start it.');
    }
  });

  it('shows when a waiting generation should start, and a place past the projected ones', () => {
    const waiting = { ...view, phase: 'waiting' as const, queuePosition: 4 };
    expect(progress({ ...waiting, queueEta: 1_800_000_090_400 }).text).toContain(
      'Position **4** in the queue. Expected to start <t:1800000090:R>.',
    );
    expect(progress({ ...waiting, queuePosition: 200, queuePast: true }).text).toContain(
      'Behind the first **200** in the queue.',
    );
    const de = i18n.translator('de');
    expect(progress({ ...waiting, queueEta: 1_800_000_090_400 }, de).text).toContain(
      'Platz **4** in der Warteschlange. Start voraussichtlich <t:1800000090:R>.',
    );
  });

  it('renders equal facts the same, whatever else the view holds (what edits are compared by)', () => {
    const a = { ...view, progress: 45, elapsedMs: 1_000, taskId: 'task-1' };
    const b = { ...view, progress: 45, elapsedMs: 9_000, taskId: 'task-2' };
    expect(progressFactsOf(a)).toEqual(progressFactsOf(b));
    expect(renderProgress(a, en)).toEqual(renderProgress(b, en));
  });

  it("shows the service's percentage as a bar and a number beside the expected end", () => {
    const ready = progress({ ...view, progress: 45, readyAt: 1_800_000_021_000 });
    expect(ready.text).toContain(
      '▰▰▰▰▱▱▱▱▱▱ 45% done · Ready <t:1800000021:R>, going by its progress.',
    );
    const started = progress({ ...view, progress: 0, startedAt: 1_800_000_000_400 });
    expect(started.text).toContain('▱▱▱▱▱▱▱▱▱▱ 0% done · Started <t:1800000000:R>.');
    const noPercent = progress({ ...view, progress: undefined });
    expect(noPercent.text).not.toContain('%');
  });

  it('says while the server making it does not answer that the bot keeps asking, in the language', () => {
    const cut = { ...view, progress: undefined, startedAt: 1_800_000_000_400, unreachable: true };
    expect(progress(cut).text).toContain(
      '⚠️ The server making this image is not answering right now; the bot keeps asking and delivers the image if it answers again. Started <t:1800000000:R>.',
    );
    const queued = { ...view, phase: 'queued' as const, unreachable: true };
    expect(progress(queued).text).toContain('⚠️ The server making this image is not answering');
    expect(progress(queued, i18n.translator('de')).text).toContain(
      '⚠️ Der Server, der dieses Bild erzeugt, antwortet gerade nicht',
    );
    expect(progress({ ...view, unreachable: false }).text).not.toContain('not answering');
  });

  it('says while an animation’s video is encoded again to fit the upload limit that it is, in the language', () => {
    const refitting = { ...view, progress: 100, refitting: true };
    const text = progress(refitting).text;
    expect(text).toContain(
      'The animation is made, but its video is over this server’s upload limit: encoding it again, smaller, to fit (a few seconds).',
    );
    expect(text).not.toContain('% done');
    expect(progress(refitting, i18n.translator('de')).text).toContain(
      'Die Animation ist fertig, aber ihr Video ist größer als das Upload-Limit dieses Servers',
    );
    expect(progressFactsOf(refitting)).not.toEqual(progressFactsOf({ ...view, progress: 100 }));
  });

  it('formats the percentage for the language', () => {
    const de = i18n.translator('de');
    // Intl writes German percentages with a no-break space: `45 %`.
    expect(progress({ ...view, progress: 45 }, de).text).toMatch(/45\s%\serledigt/);
  });

  it('names options the workflow ignores', () => {
    const card = progress({ ...view, workflow: 'rr3', ignoredOptions: ['model'] });
    expect(card.text).toContain('Ignored by the rr3 workflow: model.');
  });

  it('names apart the options the backend takes in no workflow', () => {
    const ignored = { ignoredOptions: ['cfg', 'sampler'], ignoredByBackend: ['sampler'] };
    const card = progress({ ...view, workflow: 'default', ...ignored });
    expect(card.text).toContain('Ignored by the default workflow: cfg.');
    expect(card.text).toContain('Not taken by this image backend: sampler.');
    const only = progress({ ...view, ignoredOptions: ['sampler'], ignoredByBackend: ['sampler'] });
    expect(only.text).toContain('Not taken by this image backend: sampler.');
    expect(only.text).not.toContain('workflow:');
  });
});

describe('the result card', () => {
  it('shows the image in a gallery with alt text, every parameter and the four buttons', () => {
    const message = final(
      { ...view, phase: 'completed', model: 'models/x.safetensors' },
      { kind: 'attachment', fileName: imageFileName(view.jobId, 'png') },
    );
    const card = readCard(message);
    expect(card.title).toBe('✅ Image ready');
    expect(card.accent).toBe(0x57f287);
    expect(card.gallery).toEqual([
      {
        url: 'attachment://imagine-1300000000000000001.png',
        alt: 'a *bold* cat @everyone (seed 42)',
      },
    ]);
    expect(card.texts.at(-1)).toBe(
      '-# **Workflow** anime · **Size** 768×512 · **Steps** 30 · **Seed** 42 · **CFG** 7 · **Model** models/x.safetensors · **Duration** 0:23 · **Requested by** <@1200000000000000002>',
    );
    expect(ids(card)).toEqual([
      'imagine:reroll:1300000000000000001',
      'imagine:remix:1300000000000000001',
      'imagine:details:1300000000000000001',
      'imagine:delete:1300000000000000001',
    ]);
    expect(message.allowedMentions).toEqual({ parse: [] });
  });

  it('tells an image made but not delivered, and never links it', () => {
    const card = readCard(
      final(
        { ...view, phase: 'completed' },
        { kind: 'missing', reason: { key: 'imagine.result.notFetched' } },
      ),
    );
    expect(card.gallery).toEqual([]);
    expect(card.text).toContain('## ⚠️ Image made, not delivered');
    expect(card.text).toContain('the bot could not fetch it from the image service');
    expect(card.text).not.toContain('http');
    expect(ids(card)).toEqual([
      'imagine:retry:1300000000000000001',
      'imagine:remix:1300000000000000001',
      'imagine:details:1300000000000000001',
    ]);
  });

  it('keeps a very long prompt within Discord limits', () => {
    const card = readCard(
      final(
        { ...view, phase: 'completed', prompt: 'p'.repeat(10_000) },
        { kind: 'attachment', fileName: 'a.png' },
      ),
    );
    expect(card.texts.join('').length).toBeLessThanOrEqual(4_000);
    expect(card.gallery[0]?.alt?.length).toBeLessThanOrEqual(1_024);
  });
});

describe('the failure card and Details', () => {
  it('explains a failure and offers Retry', () => {
    const card = readCard(
      final({
        ...view,
        phase: 'failed',
        error: { message: 'Task processing failed or timed out' },
      }),
    );
    expect(card.accent).toBe(0xed4245);
    expect(card.text).toContain('**Task processing failed or timed out**');
    expect(card.text).toContain('Press **Retry**');
    expect(ids(card)).toEqual([
      'imagine:retry:1300000000000000001',
      'imagine:remix:1300000000000000001',
      'imagine:details:1300000000000000001',
    ]);
  });

  it('reports a timeout as such', () => {
    expect(readCard(final({ ...view, phase: 'timed_out' })).title).toBe('⌛ Timed out');
  });

  it('answers details ephemerally with the full prompt', () => {
    const message = renderDetails({ ...view, keySource: 'server' }, en);
    expect(message.flags).toBe(64);
    expect(message.embeds[0].description).toContain('a \\*bold\\* cat @everyone');
    expect(message.embeds[0].description).toContain('the server key');
  });
});
