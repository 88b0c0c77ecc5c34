import { declarationOf, type SubmitInput } from '../../image-backend/image-actions.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';
import type { GenerationJob } from '../../jobs/generation-job.js';
import { type GenerationSpec, generationSource } from '../options/generation-spec.js';
import { newSeed } from '../options/image-seeds.js';
import { repeatableOf } from './repeat-generation.js';

/**
 * The generation of `input` (an action and the image it starts from, with its mask) on the image
 * of `job`, named `name`: an action that redraws (`IMAGE_ACTIONS`) takes `change`, else the
 * image's own prompt, with a new seed, sized from its input where it is masked (the backend draws
 * the whole image or canvas it is sent); one that does not (Upscale) its request as it was (its
 * card shows the source); an animation only its prompt and a new seed (its workflow sets the rest,
 * and it may run on another backend than the card's).
 */
export function cardImageSpec(
  job: GenerationJob,
  input: SubmitInput,
  name: string,
  change?: string,
  imagesIn?: ImagesInCapabilities,
): GenerationSpec {
  const { action } = input;
  const { style, inputRef: _source, ...repeatable } = repeatableOf(job);
  const { width: _width, height: _height, ...unsized } = repeatable.request;
  const declared = declarationOf(action);
  const asked = declared.masked ? unsized : repeatable.request;
  const prompt = change ?? repeatable.request.prompt;
  return {
    ...repeatable,
    ...(change === undefined && style ? { style } : {}),
    request: declared.video
      ? { prompt, seed: newSeed() }
      : declared.redraws
        ? { ...asked, prompt, seed: newSeed() }
        : repeatable.request,
    promptLabel: change ?? repeatable.promptLabel,
    input,
    source: generationSource(action, name, imagesIn),
  };
}
