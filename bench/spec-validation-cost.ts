/**
 * `npx tsx bench/spec-validation-cost.ts [requests]`: what checking request bodies against
 * Discord's OpenAPI spec costs the Discord emulator: loading the spec, compiling each route's
 * validator (once per process), and then each request (spec schema and the JSON-text check).
 */

import { SpecValidator } from '../sandbox/discord/rest/spec-validator.js';
import { parseJsonText } from '../sandbox/discord/rest/well-formed-json.js';
import { createI18n } from '../src/i18n/translator.js';
import { toApiMessage } from '../src/imagine/delivery/to-api-message.js';
import { imagineCommandData } from '../src/imagine/options/imagine-command.js';
import type { GenerationView } from '../src/imagine/render/generation-view.js';
import { renderDetails } from '../src/imagine/render/render-details.js';
import { imageFileName } from '../src/imagine/render/render-final.js';
import { renderReplyFinal, renderReplyProgress } from '../src/imagine/render/render-reply.js';

const requests = Number(process.argv[2] ?? 20_000);
const t = createI18n().translator('en-US');
const ID = '1300000000000000001';
const view: GenerationView = {
  jobId: ID,
  phase: 'processing',
  prompt: 'a lighthouse on a cliff at dusk, 🌊 waves, 🇯🇵 style, '.repeat(40),
  negativePrompt: 'blurry',
  workflow: 'default',
  requesterId: ID,
  taskId: 'task-1',
  progress: 40,
  elapsedMs: 61_000,
};
const edit = `/webhooks/${ID}/dG9rZW4/messages/@original`;
const callback = `/interactions/${ID}/dG9rZW4/callback`;
const details = renderDetails({ ...view, phase: 'completed' }, t);
const reply = (generation: GenerationView) => ({
  replyId: ID,
  requesterId: ID,
  generations: [generation],
});
const cases = [
  ['progress edit', 'PATCH', edit, toApiMessage(renderReplyProgress(reply(view), t))],
  [
    'result edit',
    'PATCH',
    edit,
    toApiMessage(
      renderReplyFinal(
        reply({ ...view, phase: 'completed' }),
        new Map([[ID, { kind: 'attachment', fileName: imageFileName(ID, 'png') } as const]]),
        t,
      ),
      [{ id: '0', filename: imageFileName(ID, 'png') }],
    ),
  ],
  ['deferral', 'POST', callback, { type: 5 }],
  ['details reply', 'POST', callback, { type: 4, data: { embeds: details.embeds, flags: 64 } }],
  ['command deploy', 'PUT', `/applications/${ID}/guilds/${ID}/commands`, [imagineCommandData]],
] as const;

const time = (run: () => void) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

let spec: SpecValidator | undefined;
console.log(
  `load the spec and register it: ${time(() => (spec = new SpecValidator())).toFixed(0)} ms`,
);
for (const [name, method, path, body] of cases) {
  const text = JSON.stringify(body);
  const compile = time(() => spec?.check(method, path, JSON.parse(text)));
  const parsed = parseJsonText(text);
  const check = time(() => {
    for (let i = 0; i < requests; i++) spec?.check(method, path, parsed);
  });
  const parse = time(() => {
    for (let i = 0; i < requests; i++) JSON.parse(text);
  });
  const wellFormed = time(() => {
    for (let i = 0; i < requests; i++) parseJsonText(text);
  });
  const micro = (ms: number) => ((ms / requests) * 1000).toFixed(1).padStart(5);
  console.log(
    `${name.padEnd(15)} ${String(text.length).padStart(5)} B  first ${compile.toFixed(0).padStart(4)} ms  ` +
      `then ${micro(check)} µs spec check, ${micro(wellFormed - parse)} µs lone-surrogate check ` +
      `(JSON.parse alone: ${micro(parse)} µs)`,
  );
}
