import { reportViolation } from '../emulator-kit/spec-violation.js';
import type { EmulatorContext } from './emulator-context.js';
import type { JsonAnswer } from './openai-response.js';
import type { RequestContext } from './request-context.js';
import { OPERATIONS, type OpenAiRoute } from './spec/openai-spec.js';

/** Checks a JSON answer against its route's 200 schema, or `ErrorResponse` for any other status. */
export function checkAnswer(
  emu: EmulatorContext,
  ctx: RequestContext,
  route: OpenAiRoute,
  a: JsonAnswer,
) {
  const name = a.status === 200 && route !== 'other' ? OPERATIONS[route].ok : 'ErrorResponse';
  const problems = emu.spec.problems(name, a.json);
  if (problems.length) {
    reportViolation(emu, emu.clock.now(), ctx, {
      side: 'answer',
      route,
      status: a.status,
      problems,
    });
  }
}

/** A usage the description accepts, standing in for one a compatible provider left out. */
const NO_USAGE = {
  total_tokens: 0,
  input_tokens: 0,
  output_tokens: 0,
  input_tokens_details: { text_tokens: 0, image_tokens: 0 },
};

/**
 * Checks a stream event against its route's event schema (`ImageGenStreamEvent`,
 * `ImageEditStreamEvent`) before it is sent; a `completed` event
 * without `usage` is the chosen departure of a compatible provider (`streamUsage: false`): the
 * rest of it is checked.
 */
export function checkEvent(
  emu: EmulatorContext,
  ctx: RequestContext,
  route: 'images_generations' | 'images_edits',
  event: { readonly type: string } & Record<string, unknown>,
): void {
  const departs = !emu.options.streamUsage && !('usage' in event);
  const checked = departs ? { ...event, usage: NO_USAGE } : event;
  const schema = OPERATIONS[route].event ?? 'ImageGenStreamEvent';
  const problems = emu.spec.problems(schema, checked);
  if (problems.length) {
    reportViolation(emu, emu.clock.now(), ctx, { side: 'answer', route, status: 200, problems });
  }
}
