import type { BackendCapabilities } from '../../image-backend/capabilities.js';
import { API_KEY_PATTERN, API_KEY_SHAPE } from '../../image-backend/credentials.js';
import { GENERATION_PARAMETERS } from '../../image-backend/generation-parameters.js';

const { width, height, steps, cfg, seed, workflow } = GENERATION_PARAMETERS;

/** A declared parameter as the service's range, its default the service's own. */
const ranged = ({
  min,
  max,
  serviceDefault,
}: {
  min: number;
  max: number;
  serviceDefault?: number;
}) => (serviceDefault === undefined ? { min, max } : { min, max, default: serviceDefault });

/**
 * What the image service offers (docs/image-service.md): members' and server keys made with a
 * login token and revoked through it, credits, tasks polled with a percentage, its four workflows,
 * images as URLs; no cancel and no content flags of its own.
 */
export const IMAGE_SERVICE_CAPABILITIES: BackendCapabilities = {
  keys: {
    member: true,
    server: true,
    pattern: API_KEY_PATTERN,
    shape: API_KEY_SHAPE,
    creation: 'login-token',
    revocation: true,
  },
  balance: { unit: 'credits' },
  tasks: 'async',
  progress: 'percent',
  cancel: false,
  parameters: {
    prompt: {},
    negativePrompt: {},
    width: ranged(width),
    height: ranged(height),
    steps: ranged(steps),
    seed: { min: seed.min, max: seed.max },
    cfg: ranged(cfg),
    workflow: { default: workflow.serviceDefault },
    model: {},
  },
  choices: { option: 'workflow', source: 'static' },
  images: 'url',
  contentFlags: false,
  reportsCost: false,
};
