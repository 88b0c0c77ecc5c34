import { describe, expect, it } from 'vitest';
import { failureOf } from '../../../src/backends/comfyui/comfy-failure.js';
import type { HistoryEntry } from '../../../src/backends/comfyui/comfy-schemas.js';
import { createLogger } from '../../../src/core/logger.js';
import { TaskFailedError } from '../../../src/image-backend/backend-errors.js';
import { namedTranslator } from '../../../src/image-backend/backend-naming.js';
import { i18n } from '../../helpers/i18n.js';

const logger = createLogger({ level: 'silent' });

/** A history entry whose node `node` raised `exception`, its title in the workflow `title`. */
const failed = (exception: { type: string; message: string }, title?: string): HistoryEntry => ({
  prompt: [0, 'p1', { '7': { class_type: 'KSampler', _meta: title ? { title } : {} } }],
  outputs: {},
  status: {
    status_str: 'error',
    completed: false,
    messages: [
      [
        'execution_error',
        {
          node_id: '7',
          node_type: 'KSampler',
          exception_type: exception.type,
          exception_message: exception.message,
          traceback: ['  File "/home/comfy/ComfyUI/execution.py"'],
        },
      ],
    ],
  },
});

/** What a member reads of `entry`'s failure in `locale`. */
const shown = (entry: HistoryEntry, locale: string) => {
  const { said, failedStep } = failureOf('p1', entry, logger);
  const error = new TaskFailedError(said, 'failed', undefined, failedStep);
  const t = namedTranslator(i18n.translator(locale), {
    original: 'no',
    named: 'yes',
    backend: 'ComfyUI',
    accounts: 'none',
    unit: 'images',
    creates: 'no',
  });
  if (!error.text) throw new Error('no catalog text');
  return t.text(error.text, error.message);
};

describe('a ComfyUI node that fails, as members read it', () => {
  it('names the node by its title and class, and a plain cause in the member’s language', () => {
    const entry = failed(
      { type: 'torch.OutOfMemoryError', message: 'CUDA out of memory at /home/comfy/models/x' },
      'Sampler *main* <@1>',
    );
    expect(shown(entry, 'en-US')).toBe(
      'ComfyUI could not generate this image: its node “Sampler main 1” (KSampler) (node 7) failed because the GPU ran out of memory. Try again, perhaps with other settings.',
    );
    expect(shown(entry, 'de')).toBe(
      'ComfyUI konnte dieses Bild nicht erzeugen: Sein Knoten „Sampler main 1“ (KSampler) (Knoten 7) ist fehlgeschlagen, weil der GPU der Speicher ausging. Versuch es noch einmal, vielleicht mit anderen Einstellungen.',
    );
  });

  it('names an unknown exception by its short type only, never its message', () => {
    const entry = failed({ type: 'comfy.errors.WeirdError', message: 'secret /home/comfy path' });
    const text = shown(entry, 'en-US');
    expect(text).toContain('its node KSampler (node 7) failed because it raised WeirdError.');
    expect(text).not.toMatch(/secret|home/);
    expect(shown(failed({ type: '', message: 'x' }), 'fr')).toContain('il a levé une erreur');
  });
});
