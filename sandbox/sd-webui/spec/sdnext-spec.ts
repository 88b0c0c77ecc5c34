/**
 * The answers of vladmandic/sdnext that differ from A1111's, transcribed from its pydantic models
 * (sdnext 058a7f0cf: `modules/api/models.py` `ResProgress`, `modules/progress.py`
 * `InternalProgressResponse`, `modules/api/caption.py` `ReqCaptionOpenCLIP`, `ResCaptionDispatch`).
 */

const opt = (type: string): Record<string, unknown> => ({ type: [type, 'null'] });

export const SDNEXT_DEFINITIONS = {
  /** `GET /sdapi/v1/progress`: A1111's fields and `id`, the running job's own (a uuid's start). */
  SdnextProgressResponse: {
    type: 'object',
    required: ['progress', 'eta_relative', 'state'],
    properties: {
      id: { type: ['integer', 'string', 'null'] },
      progress: { type: 'number' },
      eta_relative: { type: 'number' },
      state: { type: 'object' },
      current_image: opt('string'),
      textinfo: opt('string'),
    },
  },
  /** `POST /internal/progress`: steps and batches instead of A1111's place in the queue. */
  SdnextInternalProgressResponse: {
    type: 'object',
    required: ['active', 'queued', 'paused', 'completed', 'debug'],
    properties: {
      job: opt('string'),
      textinfo: opt('string'),
      active: { type: 'boolean' },
      queued: { type: 'boolean' },
      paused: { type: 'boolean' },
      completed: { type: 'boolean' },
      debug: { type: 'boolean' },
      step: opt('integer'),
      steps: opt('integer'),
      batch_no: opt('integer'),
      batch_count: opt('integer'),
      progress: opt('number'),
      eta: opt('number'),
      live_preview: opt('string'),
      id_live_preview: opt('integer'),
    },
  },
  /** `POST /sdapi/v1/caption`'s `openclip` request (the other backends are not emulated). */
  CaptionRequest: {
    type: 'object',
    required: ['backend'],
    properties: {
      backend: { enum: ['openclip', 'tagger', 'vlm', 'analyze'] },
      image: { type: 'string' },
      model: { type: 'string' },
      clip_model: { type: 'string' },
      blip_model: { type: 'string' },
      mode: { type: 'string' },
      analyze: { type: 'boolean' },
    },
  },
  CaptionResponse: {
    type: 'object',
    required: ['backend'],
    properties: { backend: { type: 'string' }, caption: opt('string'), tags: opt('string') },
  },
  /** A 204's empty body. */
  Nothing: {},
  /** `GET /internal/pending-tasks` [A1 modules/progress.py PendingTasksResponse]. */
  PendingTasksResponse: {
    type: 'object',
    required: ['size', 'tasks'],
    properties: { size: { type: 'integer' }, tasks: { type: 'array', items: { type: 'string' } } },
  },
} as const;
