import { pythonFloat, pythonStr } from '../../emulator-kit/python-text.js';
import type { RequestContext } from '../../emulator-kit/request-body.js';
import {
  ComfyRefusal,
  type ComfyResponse,
  internalError,
  jsonResponse,
} from '../comfy-response.js';
import type { EmulatorContext } from '../emulator-context.js';
import type { QueueItem } from '../engine/prompt-queue.js';
import { validatePrompt, type Workflow } from '../engine/prompt-validation.js';
import { jsonBody } from './body-checks.js';

function queueNumber(emu: EmulatorContext, body: Record<string, unknown>): number {
  if ('number' in body) {
    const number = pythonFloat(body.number);
    if ('error' in number) throw new ComfyRefusal(internalError());
    return number.value;
  }
  const number = body.front ? -emu.number : emu.number;
  emu.number++;
  return number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `POST /prompt` (server.py `post_prompt`): a queue number (`number`, or the counter, negated by
 * `front`), `validate_prompt`, then 200 `{prompt_id, number, node_errors}` and the prompt
 * queued with `extra_data.client_id`, or 400 `{error, node_errors}`.
 */
export function postPrompt(emu: EmulatorContext, ctx: RequestContext): ComfyResponse {
  const body = jsonBody(emu, ctx, 'prompt_post', 'PromptRequest');
  const number = queueNumber(emu, body);
  if (!('prompt' in body)) {
    emu.stats.rejected++;
    const error = {
      type: 'no_prompt',
      message: 'No prompt provided',
      details: 'No prompt provided',
      extra_info: {},
    };
    return jsonResponse(400, { error, node_errors: {} });
  }
  const prompt = body.prompt;
  const promptId = body.prompt_id === undefined ? emu.prng.uuid() : pythonStr(body.prompt_id);
  const targets = Array.isArray(body.partial_execution_targets)
    ? body.partial_execution_targets.map(String)
    : undefined;
  if (!isObject(prompt)) throw new ComfyRefusal(internalError());
  const valid = validatePrompt(prompt, emu.classes, targets);
  const extraData = isObject(body.extra_data) ? { ...body.extra_data } : {};
  if ('client_id' in body) extraData.client_id = body.client_id;
  if (!valid.ok) {
    emu.stats.rejected++;
    emu.options.log?.(`invalid prompt: ${valid.error.message}`);
    return jsonResponse(400, { error: valid.error, node_errors: valid.nodeErrors });
  }
  const item: QueueItem = [
    number,
    promptId,
    structuredClone(prompt) as Workflow,
    extraData,
    valid.outputs,
  ];
  emu.queue.put(item);
  emu.stats.queued++;
  emu.executor.queueUpdated();
  emu.executor.advance(emu.now());
  return jsonResponse(200, { prompt_id: promptId, number, node_errors: valid.nodeErrors });
}

/** `GET /prompt`: `{exec_info: {queue_remaining}}`. */
export function getPrompt(emu: EmulatorContext): ComfyResponse {
  return jsonResponse(200, { exec_info: { queue_remaining: emu.queue.remaining } });
}
