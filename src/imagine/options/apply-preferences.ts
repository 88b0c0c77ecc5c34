import { shownName } from '../../discord/text.js';
import {
  DEFAULT_FIELD_NAMES,
  type DefaultField,
  type Defaults,
} from '../../preferences/default-fields.js';
import {
  type DefaultLayers,
  type DefaultSource,
  type ResolvedDefaults,
  resolveDefaults,
} from '../../preferences/layered-defaults.js';
import type { CheckedText, PolicyRequest } from '../../preferences/server-policy.js';
import { expandStyle, STYLE_LIMITS, type Style } from '../../preferences/styles.js';
import {
  buildGenerationSpec,
  type GenerationSpec,
  optionError,
  type SpecLimits,
  type TakenParameters,
} from './generation-spec.js';
import { IMAGINE_OPTIONS, type ImagineInput } from './imagine-options.js';

/** What a member's preferences made of their `/imagine` input. */
export interface PreferredInput {
  /** The input to check and send: defaults filled in, the prompt expanded by the style. */
  readonly input: ImagineInput;
  /** Each default field's effective value and where it came from. */
  readonly resolved: ResolvedDefaults;
  /** The style used, and the prompt it made (absent without a style). */
  readonly style?: { readonly name: string; readonly prompt: string };
  /** The prompt as the member typed it, shown on the reply. */
  readonly typedPrompt: string;
}

/** The default fields that are `/imagine` options (the others, such as where results go, are not). */
const OPTION_FIELDS = DEFAULT_FIELD_NAMES.filter((field) => Object.hasOwn(IMAGINE_OPTIONS, field));

/** The option fields filled into the input to send (`count` becomes the spec's `images`). */
const FILLED_FIELDS = OPTION_FIELDS.filter((field) => field !== 'count');

/**
 * Fills in every option the member left out from their layers of defaults and their style
 * (`resolveDefaults`), and expands the prompt (not a workflow file's label) by the style's
 * template. Checks come after, in `buildGenerationSpec`, as for typed values.
 */
export function applyPreferences(
  typed: ImagineInput,
  layers: DefaultLayers,
  style?: Style,
): PreferredInput {
  const given = typed as Readonly<Record<string, unknown>>;
  const typedDefaults = Object.fromEntries(
    OPTION_FIELDS.filter((field) => given[field] !== undefined).map((f) => [f, given[f]]),
  ) as Defaults;
  const styleDefaults: Defaults = style
    ? {
        ...style.options,
        ...(style.negativePrompt ? { negativePrompt: style.negativePrompt } : {}),
      }
    : {};
  const resolved = resolveDefaults(typedDefaults, layers, styleDefaults);
  const input: Record<string, unknown> = { ...typed };
  for (const field of FILLED_FIELDS) {
    const value = resolved.values[field];
    if (value !== undefined) input[field] = value;
  }
  const typedPrompt = typed.prompt.trim();
  if (!style || typed.workflowFile) return { input: input as ImagineInput, resolved, typedPrompt };
  const styled = { name: style.name, prompt: expandStyle(style, typedPrompt) };
  checkStyledLength(typedPrompt, styled.name, styled.prompt);
  input.prompt = styled.prompt;
  return { input: input as ImagineInput, resolved, style: styled, typedPrompt };
}

/**
/**
 * The checked spec of {@link PreferredInput} on `backend` (`buildGenerationSpec`), with the
 * prompt as typed, option sources, style and privacy. A default (`/settings`, a style) the backend
 * takes in no workflow is left out quietly: only what the member typed is named as not taken. So
 * is a workflow from the defaults or a style that the server's backend does not offer (its default
 * runs); a typed one is checked.
 */
export function withPreferences(
  preferred: PreferredInput,
  limits: SpecLimits,
  backend: TakenParameters,
): GenerationSpec {
  const { resolved, style } = preferred;
  const { workflow } = preferred.input;
  const unoffered =
    workflow !== undefined &&
    resolved.sources.workflow !== 'typed' &&
    limits.workflows?.names.includes(workflow) === false;
  const input = unoffered ? { ...preferred.input, workflow: undefined } : preferred.input;
  const built = buildGenerationSpec(input, limits, backend);
  const notTyped = new Set<string>(
    FILLED_FIELDS.filter((field) => resolved.sources[field] !== 'typed').map(
      (field) => IMAGINE_OPTIONS[field as keyof ImagineInput].name,
    ),
  );
  const defaulted = (built.ignoredByBackend ?? []).filter((name) => notTyped.has(name));
  const byBackend = (built.ignoredByBackend ?? []).filter((name) => !defaulted.includes(name));
  const { ignoredByBackend: _, ...rest } = built;
  return {
    ...rest,
    ignoredOptions: built.ignoredOptions.filter((name) => !defaulted.includes(name)),
    ...(byBackend.length ? { ignoredByBackend: byBackend } : {}),
    ...(style ? { promptLabel: preferred.typedPrompt, style } : {}),
    optionSources: chosenSources(
      unoffered ? { ...resolved.sources, workflow: 'builtin' } : resolved.sources,
    ),
    images: resolved.values.count ?? 1,
    ...(resolved.values.visibility === 'private' ? { privateReply: true } : {}),
  };
}

/**
 * The fields whose value did not come built in, with where it came from: a field left out reads as
 * built in (Details), and thousands of held jobs each keep theirs.
 */
function chosenSources(
  sources: Readonly<Record<DefaultField, DefaultSource>>,
): Partial<Record<DefaultField, DefaultSource>> {
  return Object.fromEntries(Object.entries(sources).filter(([, source]) => source !== 'builtin'));
}

/**
 * What the server's policy checks of a generation: its parameters with the defaults its backend
 * declares for the rest, image count and texts.
 */
export function policyRequestOf(
  spec: GenerationSpec,
): PolicyRequest & { readonly texts: readonly CheckedText[] } {
  const { request } = spec;
  const texts: CheckedText[] = [{ where: 'prompt', text: spec.promptLabel }];
  if (typeof request.prompt !== 'string') {
    texts.push({ where: 'workflowFile', text: JSON.stringify(request.prompt) });
  } else if (request.prompt !== spec.promptLabel) {
    texts.push({ where: 'style', text: request.prompt });
  }
  if (request.negativePrompt) texts.push({ where: 'negative', text: request.negativePrompt });
  return { request, defaults: spec.defaults, images: spec.images ?? 1, texts };
}

/**
 * Refuses a prompt the style makes longer than `/imagine` takes (one already too long as typed is
 * refused later, as typed). @throws {InvalidParameterError} naming the style and the excess.
 */
function checkStyledLength(typed: string, style: string, expanded: string): void {
  const max = IMAGINE_OPTIONS.prompt.maxLength;
  if (expanded.length <= max || typed.length > max) return;
  const values = {
    typed: typed.length,
    style: shownName(style, STYLE_LIMITS.name),
    got: expanded.length,
    max,
    over: expanded.length - max,
  };
  throw optionError('prompt', 'parameter.tooLongWithStyle', values, max);
}
