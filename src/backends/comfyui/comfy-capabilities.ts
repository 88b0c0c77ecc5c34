import { text } from '../../i18n/localized-text.js';
import type { BackendCapabilities } from '../../image-backend/capabilities.js';

/**
 * What a ComfyUI server offers (docs/backends.md): no accounts, keys or balance (a proxy's token
 * is the operator's, from the configuration), tasks polled with a percentage and the latest latent
 * preview from its WebSocket (shown only when the server runs with `--preview-method`),
 * cancel (a queued prompt deleted, the running one interrupted), the operator's workflows, images
 * as bytes from `/view`.
 */
export const COMFYUI_CAPABILITIES: BackendCapabilities = {
  keys: {
    member: false,
    server: false,
    anonymous: '',
    pattern: /^$/,
    shape: text('apikey.keyShapeNone'),
    creation: 'none',
    revocation: false,
  },
  balance: undefined,
  tasks: 'async',
  progress: 'percent',
  previews: true,
  cancel: true,
  parameters: {
    prompt: {},
    negativePrompt: {},
    width: { min: 64, max: 2048, step: 8 },
    height: { min: 64, max: 2048, step: 8 },
    steps: { min: 1, max: 150 },
    seed: {},
    workflow: {},
  },
  choices: { option: 'workflow', source: 'backend' },
  images: 'bytes',
  contentFlags: false,
  reportsCost: false,
};
