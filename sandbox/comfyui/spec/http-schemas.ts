/**
 * The HTTP side of ComfyUI's published API description, transcribed as our own JSON Schema
 * (draft-07) from `openapi.yaml` of comfyanonymous/ComfyUI at commit
 * 0ac742688c55546c82a9968033c0efdfa0876c1e (OpenAPI 3.0.3, GPL-3.0; not vendored): types,
 * required fields and enums of the schemas the bot's routes use, descriptions left out.
 *
 * That description is written for Comfy Cloud. Where the local server (Comfy-Org/ComfyUI
 * `server.py` and `execution.py` @ a125cd84b054a57729b5eecab930ca9408719832) answers otherwise,
 * the emulator behaves as the server code does and the schema follows it; each such departure
 * is listed in {@link SPEC_CORRECTIONS}.
 */

/** Where the transcription departs from the description, and why. */
export const SPEC_CORRECTIONS = [
  '`PromptRequest` also has `client_id` and `prompt_id` (strings), which server.py `post_prompt` reads; the Cloud-only `workflow_id` and `workflow_version_id` are left out.',
  '`PromptResponse.prompt_id` is any string, not `format: uuid`: the server echoes a client-chosen `prompt_id` as given.',
  "A 400 from `POST /prompt` is `{error: {type, message, details, extra_info}, node_errors}` (`PromptValidationError`, from server.py and execution.py `validate_prompt`); the description's `PromptErrorResponse` is an open object.",
  '`QueueInfo` items are `[number, prompt_id, prompt, extra_data, outputs_to_execute]` as `PromptQueue` keeps them; the description documents a Cloud tuple whose [3] is output ids and [4] `{create_time}`.',
  "`GET /history/{prompt_id}` is not in the description; its entries follow `HistoryDetailEntry` with `prompt` as the queue tuple (the description's object form is Cloud's) and `status` as `PromptQueue.task_done` writes it.",
  "`POST /queue`, `POST /interrupt` and `POST /history` answer 200 with an empty body (the description gives `POST /api/queue` a `QueueManageResponse`, which is Cloud's).",
  "`POST /interrupt`'s optional body `{prompt_id}` (server.py since 464ba1d) is not in the description (`InterruptRequest`).",
  "`POST /upload/image` (server.py `image_upload`): `type` defaults to `input`, not `output`; its 400 (no `image` file part, or a subfolder or name escaping the folder) has an empty body, not an `ErrorResponse`; the description's 50 MB and 64-megapixel caps are Cloud's (the local server checks no bytes and caps the body at `--max-upload-size`, aiohttp's text 413); an `image` that is not a file part or a `type` other than input, temp and output is an exception (aiohttp's text 500). The multipart fields are checked as an object of strings (a file part as its file name).",
  '`NodeInfo.output_tooltips` items may be null: a V3 node (`comfy_api` `io.ComfyNode`, e.g. `UpscaleModelLoader`) lists `null` for an output without a tooltip.',
  '`NodeInfo.display_name` may be null: a V3 node whose schema names no display name (`Wan22ImageToVideoLatent`, `SaveWEBM`) is listed with `display_name: null` (`Schema.get_v1_info`, whatever `NODE_DISPLAY_NAME_MAPPINGS` holds).',
] as const;

const QUEUE_ITEM = {
  type: 'array',
  items: [
    { type: 'number' },
    { type: 'string' },
    { type: 'object' },
    { type: 'object' },
    { type: 'array', items: { type: 'string' } },
  ],
  minItems: 5,
  maxItems: 5,
} as const;

const ERROR_ITEM = {
  type: 'object',
  required: ['type', 'message', 'details', 'extra_info'],
  properties: {
    type: { type: 'string' },
    message: { type: 'string' },
    details: { type: 'string' },
    extra_info: { type: 'object' },
  },
} as const;

/** Definitions of requests and answers, keyed as in the description (plus the corrections). */
export const HTTP_DEFINITIONS = {
  PromptRequest: {
    type: 'object',
    required: ['prompt'],
    properties: {
      prompt: { type: 'object', additionalProperties: true },
      extra_data: { type: 'object', additionalProperties: true },
      front: { type: 'boolean' },
      number: { type: 'number' },
      partial_execution_targets: { type: 'array', items: { type: 'string' } },
      client_id: { type: 'string' },
      prompt_id: { type: 'string' },
    },
  },
  PromptResponse: {
    type: 'object',
    properties: {
      node_errors: { type: 'object', additionalProperties: true },
      number: { type: 'number' },
      prompt_id: { type: 'string' },
    },
  },
  PromptValidationError: {
    type: 'object',
    required: ['error', 'node_errors'],
    properties: {
      error: ERROR_ITEM,
      node_errors: {
        type: 'object',
        additionalProperties: {
          type: 'object',
          required: ['errors', 'dependent_outputs', 'class_type'],
          properties: {
            errors: { type: 'array', items: ERROR_ITEM },
            dependent_outputs: { type: 'array', items: { type: 'string' } },
            class_type: { type: 'string' },
          },
        },
      },
    },
  },
  PromptInfo: {
    type: 'object',
    properties: {
      exec_info: { type: 'object', properties: { queue_remaining: { type: 'integer' } } },
    },
  },
  QueueInfo: {
    type: 'object',
    properties: {
      queue_pending: { type: 'array', items: QUEUE_ITEM },
      queue_running: { type: 'array', items: QUEUE_ITEM },
    },
  },
  QueueManageRequest: {
    type: 'object',
    additionalProperties: false,
    properties: {
      clear: { type: 'boolean' },
      delete: { type: 'array', items: { type: 'string' } },
    },
  },
  HistoryManageRequest: {
    type: 'object',
    additionalProperties: false,
    properties: {
      clear: { type: 'boolean' },
      delete: { type: 'array', items: { type: 'string' } },
    },
  },
  InterruptRequest: { type: 'object', properties: { prompt_id: { type: 'string' } } },
  HistoryDetailResponse: {
    type: 'object',
    additionalProperties: {
      type: 'object',
      required: ['prompt', 'outputs', 'status'],
      properties: {
        prompt: QUEUE_ITEM,
        outputs: { type: 'object', additionalProperties: true },
        meta: { type: 'object', additionalProperties: true },
        status: {
          type: 'object',
          required: ['status_str', 'completed', 'messages'],
          properties: {
            status_str: { type: 'string', enum: ['success', 'error'] },
            completed: { type: 'boolean' },
            messages: { type: 'array', items: { type: 'array', minItems: 2, maxItems: 2 } },
          },
        },
      },
    },
  },
  NodeInfo: {
    type: 'object',
    properties: {
      api_node: { type: 'boolean' },
      category: { type: 'string' },
      deprecated: { type: 'boolean' },
      description: { type: 'string' },
      display_name: { type: ['string', 'null'] },
      experimental: { type: 'boolean' },
      input: { type: 'object', additionalProperties: true },
      input_order: {
        type: 'object',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
      name: { type: 'string' },
      output: { type: 'array', items: { type: 'string' } },
      output_is_list: { type: 'array', items: { type: 'boolean' } },
      output_name: { type: 'array', items: { type: 'string' } },
      output_node: { type: 'boolean' },
      output_tooltips: { type: 'array', items: { type: ['string', 'null'] } },
      python_module: { type: 'string' },
    },
  },
  ObjectInfo: { type: 'object', additionalProperties: { $ref: '#/definitions/NodeInfo' } },
  UploadImageRequest: {
    type: 'object',
    required: ['image'],
    properties: {
      image: { type: 'string' },
      overwrite: { type: 'string' },
      subfolder: { type: 'string' },
      type: { type: 'string' },
    },
  },
  UploadImageResponse: {
    type: 'object',
    properties: {
      name: { type: 'string' },
      subfolder: { type: 'string' },
      type: { type: 'string' },
    },
  },
  ErrorResponse: {
    type: 'object',
    required: ['code', 'message'],
    properties: {
      code: { type: 'string' },
      message: { type: 'string' },
      details: { type: 'object' },
    },
  },
} as const;
