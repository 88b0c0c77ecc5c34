/**
 * The WebSocket messages, which ComfyUI's `openapi.yaml` does not describe: our own JSON Schema
 * of the `data` of each text event as the server sends it (Comfy-Org/ComfyUI @
 * a125cd84b054a57729b5eecab930ca9408719832: server.py `websocket_handler` and `queue_updated`,
 * execution.py `execute` and `PromptExecutor`, main.py `prompt_worker` and `hijack_progress`,
 * comfy_execution/progress.py `WebUIProgressHandler`).
 * The emulator checks every message it sends against them (`ws_<type>`).
 */

const ID = { type: 'string' } as const;
const STAMP = { type: 'integer' } as const;
const IDS = { type: 'array', items: ID } as const;
const OUTPUT = {
  type: ['object', 'null'],
  properties: {
    images: {
      type: 'array',
      items: {
        type: 'object',
        required: ['filename', 'subfolder', 'type'],
        properties: { filename: ID, subfolder: ID, type: { enum: ['output', 'temp', 'input'] } },
      },
    },
    animated: { type: 'array', items: { type: 'boolean' } },
  },
} as const;

function event(required: readonly string[], properties: Record<string, unknown>) {
  return { type: 'object', required, properties, additionalProperties: false } as const;
}

/** Data schemas of the text events, keyed `ws_<type>`. */
export const WS_DEFINITIONS = {
  ws_status: event(['status'], {
    status: {
      type: 'object',
      required: ['exec_info'],
      properties: {
        exec_info: {
          type: 'object',
          required: ['queue_remaining'],
          properties: { queue_remaining: { type: 'integer', minimum: 0 } },
        },
      },
    },
    sid: ID,
  }),
  ws_feature_flags: event(['supports_preview_metadata', 'max_upload_size'], {
    supports_preview_metadata: { type: 'boolean' },
    max_upload_size: { type: 'integer' },
  }),
  ws_execution_start: event(['prompt_id', 'timestamp'], { prompt_id: ID, timestamp: STAMP }),
  ws_execution_cached: event(['nodes', 'prompt_id', 'timestamp'], {
    nodes: IDS,
    prompt_id: ID,
    timestamp: STAMP,
  }),
  ws_executing: event(['node'], {
    node: { type: ['string', 'null'] },
    display_node: ID,
    prompt_id: ID,
  }),
  ws_progress: event(['value', 'max', 'prompt_id', 'node'], {
    value: { type: 'integer', minimum: 0 },
    max: { type: 'integer', minimum: 1 },
    prompt_id: ID,
    node: ID,
  }),
  ws_progress_state: event(['prompt_id', 'nodes'], {
    prompt_id: ID,
    nodes: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: [
          'value',
          'max',
          'state',
          'node_id',
          'prompt_id',
          'display_node_id',
          'parent_node_id',
          'real_node_id',
        ],
        properties: {
          value: { type: 'number', minimum: 0 },
          max: { type: 'number', minimum: 0 },
          state: { enum: ['pending', 'running', 'finished', 'error'] },
          node_id: ID,
          prompt_id: ID,
          display_node_id: ID,
          parent_node_id: { type: ['string', 'null'] },
          real_node_id: ID,
        },
      },
    },
  }),
  ws_executed: event(['node', 'display_node', 'output', 'prompt_id'], {
    node: ID,
    display_node: ID,
    output: OUTPUT,
    prompt_id: ID,
  }),
  ws_execution_success: event(['prompt_id', 'timestamp'], { prompt_id: ID, timestamp: STAMP }),
  ws_execution_error: event(
    [
      'prompt_id',
      'node_id',
      'node_type',
      'executed',
      'exception_message',
      'exception_type',
      'traceback',
      'current_inputs',
      'current_outputs',
      'timestamp',
    ],
    {
      prompt_id: ID,
      node_id: ID,
      node_type: ID,
      executed: IDS,
      exception_message: ID,
      exception_type: ID,
      traceback: IDS,
      current_inputs: { type: 'object' },
      current_outputs: IDS,
      timestamp: STAMP,
    },
  ),
  ws_execution_interrupted: event(['prompt_id', 'node_id', 'node_type', 'executed', 'timestamp'], {
    prompt_id: ID,
    node_id: ID,
    node_type: ID,
    executed: IDS,
    timestamp: STAMP,
  }),
} as const;
