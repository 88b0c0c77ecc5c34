import type { EmulatorContext } from './emulator-context.js';
import type { RequestContext } from './request-context.js';
import type { OpenAiRoute } from './spec/openai-spec.js';
import type { SpecProblem } from './spec/spec-validator.js';

/** Records a request or answer the description refuses (and logs it). */
export function violation(
  emu: EmulatorContext,
  ctx: RequestContext,
  route: OpenAiRoute,
  side: 'request' | 'answer',
  status: number,
  problems: readonly SpecProblem[],
): void {
  const entry = { side, route, method: ctx.method, path: ctx.url.pathname, status, problems };
  emu.stats.violations.push({ ...entry, at: emu.clock.now() });
  emu.options.log?.(
    `spec violation (${side}) ${ctx.method} ${ctx.url.pathname}: ${JSON.stringify(problems)}`,
  );
}
