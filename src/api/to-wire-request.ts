import type { GenerationRequest } from './types.js';

/** The JSON body of a submission: snake_case names, undefined parameters left out. */
export type WireGenerationRequest = Record<string, unknown>;

const WIRE_NAMES = {
  prompt: 'prompt',
  negativePrompt: 'negative_prompt',
  width: 'width',
  height: 'height',
  steps: 'steps',
  workflow: 'workflow',
  seed: 'seed',
  cfg: 'cfg',
  model: 'model',
} as const satisfies Record<keyof GenerationRequest, string>;

/** Maps a {@link GenerationRequest} to the body the service expects. */
export function toWireRequest(request: GenerationRequest): WireGenerationRequest {
  const body: WireGenerationRequest = {};
  for (const [name, wireName] of Object.entries(WIRE_NAMES)) {
    const value = request[name as keyof GenerationRequest];
    if (value !== undefined) body[wireName] = value;
  }
  return body;
}
