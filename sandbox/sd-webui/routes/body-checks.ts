import { NOT_JSON, type RequestContext } from '../../emulator-kit/request-body.js';
import type { EmulatorContext } from '../emulator-context.js';
import { jsonResponse, SdRefusal } from '../sd-response.js';
import type { DefinitionName } from '../spec/sdapi-spec.js';

/**
 * The body of a request, as FastAPI reads it before the handler runs: not JSON, or not the
 * route's model, is 422 with pydantic's items (and counted as the client's violation); an empty
 * body for a model with defaults is `{}` only where FastAPI allows it (`ProgressRequest`).
 */
export function checkedBody(
  emu: EmulatorContext,
  ctx: RequestContext,
  definition: DefinitionName,
): Record<string, unknown> {
  if (ctx.body === NOT_JSON) {
    const item = {
      loc: ['body', 0],
      msg: 'Expecting value: line 1 column 1 (char 0)',
      type: 'value_error.jsondecode',
    };
    throw new SdRefusal(jsonResponse(422, { detail: [item] }), [item]);
  }
  if (ctx.body === undefined) {
    const item = { loc: ['body'], msg: 'field required', type: 'value_error.missing' };
    throw new SdRefusal(jsonResponse(422, { detail: [item] }), [item]);
  }
  const problems = emu.spec.problems(definition, ctx.body);
  if (problems.length > 0) throw new SdRefusal(jsonResponse(422, { detail: problems }), problems);
  return ctx.body as Record<string, unknown>;
}
