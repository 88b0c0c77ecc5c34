import { shownName, userText } from '../../../discord/text.js';
import type { BackendCapabilities } from '../../../image-backend/capabilities.js';
import { promptSyntaxIn } from '../../../image-backend/prompt-syntax.js';
import { STYLE_LIMITS } from '../../../preferences/styles.js';
import { type GenerationSpec, optionError } from '../../options/generation-spec.js';

/** Where a refused tag was written: the prompt typed, a style's text, the negative prompt. */
type TagPlace = 'prompt' | 'style' | 'negative';

/**
 * Refuses a generation whose text holds syntax its backend's server acts on
 * (`BackendCapabilities.promptSyntax`: a WebUI's `<lora:…>`, `<lyco:…>`, `<hypernet:…>`), which
 * would apply a LoRA the managers did not offer, at any weight, unseen on the card: the prompt as
 * the member wrote it (typed, a Remix or Edit form, Imagine this, an image action's), the style's
 * text it was expanded by, and the negative prompt (typed, a default or the style's). The bot's
 * own LoRAs are `request.loras`, written as tags by the backend below this text.
 * @throws {InvalidParameterError} naming the place, the tag and the `lora` option (answered
 * privately; nothing was sent, charged or counted).
 */
export function refusePromptTags(
  capabilities: Pick<BackendCapabilities, 'promptSyntax'> | undefined,
  spec: Pick<GenerationSpec, 'request' | 'promptLabel' | 'style' | 'optionSources'>,
): void {
  const syntax = capabilities?.promptSyntax;
  if (!syntax?.length) return;
  const { prompt, negativePrompt } = spec.request;
  const found = (text: string | undefined) => (text ? promptSyntaxIn(text, syntax) : undefined);
  const refuse = (where: TagPlace, tag: string) => {
    const style = spec.style ? shownName(spec.style.name, STYLE_LIMITS.name) : '';
    return optionError('lora', 'loras.tagInText', { where, tag: userText(tag, 100), style });
  };
  if (typeof prompt === 'string') {
    const typed = found(spec.promptLabel);
    if (typed) throw refuse('prompt', typed);
    const styled = found(prompt);
    if (styled) throw refuse(spec.style ? 'style' : 'prompt', styled);
  }
  const negative = found(negativePrompt);
  if (negative) {
    throw refuse(spec.optionSources?.negativePrompt === 'style' ? 'style' : 'negative', negative);
  }
}
