/**
 * The routes of the built-in Lora extension, registered with `app.get`/`app.post` on the app
 * itself, not through `Api.add_api_route`: no response model (FastAPI documents none) and no
 * `--api-auth` [A1 extensions-builtin/Lora/scripts/lora_script.py `api_networks`]. The answer as
 * `create_lora_json` builds it: `name`, `alias`, `path` (the file on the operator's disk),
 * `metadata` (the file's safetensors metadata, `{}` without).
 */

/** The definitions of the Lora routes' answers. */
export const LORA_DEFINITIONS = {
  LoraList: {
    type: 'array',
    items: {
      type: 'object',
      required: ['name', 'alias', 'path', 'metadata'],
      properties: {
        name: { type: 'string' },
        alias: { type: 'string' },
        path: { type: 'string' },
        metadata: { type: 'object' },
      },
    },
  },
} as const;

/** The Lora extension's routes (an exception in them still goes through `api_middleware`). */
export const LORA_ROUTES = ['loras', 'refresh_loras'] as const;

/** Their operations: `refresh-loras` answers what `list_available_networks()` returns, `null`. */
export const LORA_OPERATIONS = {
  loras: {
    method: 'GET',
    path: '/sdapi/v1/loras',
    answers: { 200: 'LoraList', 500: 'ApiError' },
    open: true,
  },
  refresh_loras: {
    method: 'POST',
    path: '/sdapi/v1/refresh-loras',
    answers: { 200: 'Null', 500: 'ApiError' },
    open: true,
  },
} as const;
