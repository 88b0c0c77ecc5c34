import type { GenerationRequest } from '../../image-backend/generation-parameters.js';

/**
 * Whether an endpoint can run `request`: the model asked (the request's, else `model`, the
 * configured `OPENAI_IMAGES_MODEL`) is among the models its `GET /models` last listed; an endpoint
 * that lists none (OpenAI without a key, a probe not run yet) counts as having it.
 */
export function openAiServes(
  listed: readonly string[] | undefined,
  model: string,
  request: Pick<GenerationRequest, 'model'>,
): boolean {
  return listed === undefined || listed.includes(request.model ?? model);
}
