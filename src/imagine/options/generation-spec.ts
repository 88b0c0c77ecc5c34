import { userText } from '../../discord/text.js';
import type { MessageKey } from '../../i18n/catalog.js';
import { bytesText, nameText, type TextValues, text } from '../../i18n/localized-text.js';
import { InvalidParameterError } from '../../image-backend/backend-errors.js';
import {
  defaultsOf,
  modelDefault,
  sendsParameter,
  type TakenParameters,
} from '../../image-backend/capabilities.js';
import {
  GENERATION_PARAMETERS,
  type GenerationRequest,
  NODE_GRAPH_WORKFLOWS,
  type ParameterDefaults,
  type ParameterName,
} from '../../image-backend/generation-parameters.js';
import type { ImageAction, SubmitInput } from '../../image-backend/image-actions.js';
import type { EditChoice } from '../../image-backend/image-backend.js';
import type { ImagesInCapabilities } from '../../image-backend/images-in.js';
import type { ShapeSizes } from '../../image-backend/size-shapes.js';
import {
  checkParameter,
  checkTakenValue,
  validateGenerationRequest,
} from '../../image-backend/validate-generation-request.js';
import { SERVICE_WORKFLOWS, type WorkflowChoices } from '../../image-backend/workflow-choices.js';
import { InputImageError } from '../../image-intake/intake-errors.js';
import type { InputOwner } from '../../jobs/job-inputs.js';
import type { DefaultField } from '../../preferences/default-fields.js';
import type { DefaultSource } from '../../preferences/layered-defaults.js';
import { WorkflowFileError } from '../imagine-errors.js';
import { IMAGINE_OPTIONS, type ImagineInput } from './imagine-options.js';
import { boundsOf, choicesOf, type ImagineOptionSpec } from './option-spec.js';

/** Where a result came from: what was done with which image, as its card says. */
export interface GenerationSource {
  readonly action: ImageAction;
  /** The input's file name as the member gave it (member text: escaped where shown). */
  readonly name: string;
  /** An edit its backend ran by the words as an instruction (`imagesIn.edit.byWords`). */
  readonly byWords?: true;
  /** How many reference images the edit followed beside its image (absent: none). */
  readonly references?: number;
}

/**
 * The source of `action` on image `name`, on a backend that takes `imagesIn` (its default edit,
 * or the edit workflow `named`).
 */
export function generationSource(
  action: ImageAction,
  name: string,
  imagesIn: ImagesInCapabilities | undefined,
  named?: EditChoice,
): GenerationSource {
  const byWords = action.kind === 'edit' && (named?.byWords ?? imagesIn?.edit?.byWords) === true;
  return { action, name, ...(byWords && { byWords: true }) };
}

/** What a reply shows besides the request: kept by a spec, a job's target and the history. */
export interface GenerationShown {
  /** The prompt text as shown (the label of a workflow file). */
  readonly promptLabel: string;
  /** Options given that the backend or the chosen workflow ignores (not sent). */
  readonly ignoredOptions: readonly string[];
  /** Of `ignoredOptions`, those the backend takes in no workflow (absent: none). */
  readonly ignoredByBackend?: readonly string[];
  /** The attached workflow file's name. */
  readonly workflowFileName?: string;
  /** The image it started from and what was done with it; absent: made from words alone. */
  readonly source?: GenerationSource;
  /** Where each default field's value came from (`/settings`, a style, typed); left out: built in. */
  readonly optionSources?: Readonly<Partial<Record<DefaultField, DefaultSource>>>;
  /** The style used, and the prompt it made of the member's. */
  readonly style?: { readonly name: string; readonly prompt: string };
  /**
   * What the backend uses for the parameters left unsent, where it declares it
   * (`ParameterRange.default`): shown as the values used.
   */
  readonly defaults?: ParameterDefaults;
}

/** The set {@link GenerationShown} fields of `from` (`ignoredOptions` always). */
export function shownOf(from: Partial<GenerationShown> & Pick<GenerationShown, 'promptLabel'>) {
  const { promptLabel, ignoredOptions = [], ignoredByBackend = [] } = from;
  const { workflowFileName, optionSources, style, defaults, source } = from;
  return {
    promptLabel,
    ignoredOptions: [...ignoredOptions],
    ...(ignoredByBackend.length ? { ignoredByBackend: [...ignoredByBackend] } : {}),
    ...(workflowFileName ? { workflowFileName } : {}),
    ...(source ? { source } : {}),
    ...(optionSources ? { optionSources } : {}),
    ...(style ? { style } : {}),
    ...(defaults ? { defaults } : {}),
  } satisfies GenerationShown;
}

/** A generation as the bot starts it: the request and what the reply shows besides. */
export interface GenerationSpec extends GenerationShown {
  /** What is sent; `prompt` is the parsed workflow object when a workflow file was attached. */
  readonly request: GenerationRequest;
  /** Images the command asks for. @default 1 */
  readonly images?: number;
  /** The result is shown only to the member (an ephemeral reply). */
  readonly privateReply?: boolean;
  /**
   * The checked image it starts from and what to do with it (`intakeInput`): `runGeneration`
   * keeps the bytes in `JobInputs` and each job names them (`GenerationJob.input`).
   */
  readonly input?: SubmitInput;
  /**
   * Where `input` is kept already (`JobInputs`' ref) and whose record it is: a generation run again
   * from a stored input (Re-roll, Retry, Again, Remix) names it instead of storing a copy, so the
   * image stays the record of the member who brought it in, erased by their Forget me and their
   * server's erasure whoever ran it again (nor does another's job keep its thumbnail).
   */
  readonly keptInput?: { readonly ref: string; readonly owner: InputOwner };
  /**
   * Its images enter the line ahead of every other waiting one: the member's Retry of an image
   * whose server died under it (`JobManager.takeFrontRetry`), decided from the stored job.
   */
  readonly firstInLine?: boolean;
  /**
   * The edit workflow the member named in `workflow:` beside an image (`ImageBackend.editChoices`),
   * which runs instead of the backend's default edit: what it takes and whether it follows words.
   */
  readonly namedEdit?: EditChoice;
}

/** The prompt of `spec` as the moderation log shows it: its text, `{…}` for a workflow file's graph. */
export const promptOf = (spec: Pick<GenerationSpec, 'request'>): string =>
  typeof spec.request.prompt === 'string' ? spec.request.prompt : '{…}';

/** An {@link InvalidParameterError} about a `/imagine` option, named as the locale names it. */
export function optionError(
  option: string,
  problem: MessageKey,
  values: TextValues = {},
  limit?: number | string,
): InvalidParameterError {
  const name = text('imagine.optionName', { option: nameText(`imagine ${option}`) });
  return new InvalidParameterError(
    text('parameter.refused', { problem: text(problem, { ...values, name }) }),
    { parameter: option, ...(limit === undefined ? {} : { limit }) },
  );
}

const OPTIONS = Object.entries(IMAGINE_OPTIONS) as [keyof ImagineInput, ImagineOptionSpec][];

/** The option that sets the parameter sent as `wire`. */
const optionSending = (wire: string) =>
  OPTIONS.find(([, o]) => o.parameter && GENERATION_PARAMETERS[o.parameter].wire === wire)?.[1];

/** Runs `check`, its refusal told as one about `option`, else the option setting the parameter. */
export function asOptionError(check: () => void, option?: string): void {
  try {
    check();
  } catch (error) {
    if (!(error instanceof InvalidParameterError) || error.parameter === undefined) throw error;
    const refused = error.parameter;
    const name = option ?? optionSending(refused)?.name ?? refused;
    const { key, values } = error.problem;
    throw optionError(name, key, values, error.limit);
  }
}

/** Characters that show nothing: format, separator, control, lone marks, blank look-alikes. */
const INVISIBLE = /[\p{Cf}\p{Z}\p{Cc}\p{Mn}\p{Me}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Whether `text` shows anything once every invisible character is taken out. */
export const hasVisibleText = (text: string): boolean => text.replace(INVISIBLE, '') !== '';

/** The bot's own checks of one given option; the value to use, or undefined for blank text. */
function checkedOption(
  option: ImagineOptionSpec,
  value: unknown,
  choices = choicesOf(option),
): unknown {
  const { name } = option;
  if (typeof value === 'string' && choices) {
    if (choices.some((choice) => choice.value === value)) return value;
    const allowed = choices.map((choice) => choice.value).join(', ');
    const shown = { allowed: userText(allowed, 1_000), got: `"${userText(value, 100)}"` };
    throw optionError(name, 'parameter.oneOf', shown, allowed);
  }
  if (typeof value === 'string') {
    const given = value.trim();
    if (given === '' && option.required) throw optionError(name, 'parameter.empty');
    if (given !== '' && !hasVisibleText(given)) throw optionError(name, 'parameter.invisible');
    const max = option.maxLength;
    if (max !== undefined && given.length > max) {
      throw optionError(name, 'parameter.tooLong', { max, got: given.length }, max);
    }
    return given === '' ? undefined : given;
  }
  const kind = option.type;
  if ((kind === 'integer' || kind === 'number') && (option.min ?? option.max) !== undefined) {
    const { min = -Infinity, max = Infinity } = boundsOf(option);
    asOptionError(() => checkParameter(name, { kind, min, max }, value), name);
  }
  return value;
}

/**
 * What a checked option sets: its parameter, or what a bot-only option stands for (`size`'s shape
 * in `sizes`, the workflow's family's).
 */
function setBy(
  option: ImagineOptionSpec,
  value: unknown,
  sizes: ShapeSizes | undefined,
): Record<string, unknown> {
  if (option.parameter !== undefined) return { [option.parameter]: value };
  return option.sets && typeof value === 'string' ? option.sets(value, sizes) : {};
}

/** What a backend takes, as `buildGenerationSpec` filters and checks by it. */
export type { TakenParameters };

/** What {@link buildGenerationSpec} checks against besides the options' own limits. */
export interface SpecLimits {
  readonly workflowFileMaxBytes: number;
  /** The workflows the server's backend offers (`workflowChoices`). @default the service's */
  readonly workflows?: WorkflowChoices | undefined;
}

/**
 * Turns `/imagine` options into what is sent on `backend`, without I/O: each option checked
 * against the bot's limits (the workflow against those the backend offers: an edit workflow only
 * beside an image or a reference), parameters set in
 * declaration order (width and height override `size`, whose shape is sized for the workflow's
 * or model's family: `workflowSizes`; where the choice is a model, the Horde's, a text-to-image
 * request given no size gets its family's square), a parameter sent only when the backend
 * takes it (`sendsParameter`: on a backend with workflows, when the workflow uses it), the options
 * it ignores left out and listed, then the request checked against the service's limits and the
 * values the backend takes (a workflow file's `request.prompt` is still the label: the caller
 * swaps in the object).
 * @throws {InvalidParameterError} naming the option and its limit; {WorkflowFileError} when the
 * file is over `WORKFLOW_FILE_MAX_BYTES` or the workflow takes text only.
 */
export function buildGenerationSpec(
  input: ImagineInput,
  limits: SpecLimits,
  backend: TakenParameters,
): GenerationSpec {
  const { names: generate, default: fallback, edits } = limits.workflows ?? SERVICE_WORKFLOWS;
  const names = [...generate, ...edits.map(({ name }) => name)];
  const offered = names.map((value) => ({ name: () => value, value }));
  const typed = OPTIONS.flatMap(([key, option]) => {
    const choices = option.parameter === 'workflow' ? offered : choicesOf(option);
    const value = input[key] === undefined ? undefined : checkedOption(option, input[key], choices);
    return value === undefined ? [] : [{ option, value }];
  });
  const chosen = typed.findLast(({ option }) => option.parameter === 'workflow')?.value;
  const takes = (parameter: string) => Object.hasOwn(backend.parameters, parameter);
  const workflow = String((takes('workflow') && chosen) || fallback);
  const namedEdit = generate.includes(workflow)
    ? undefined
    : edits.find(({ name }) => name === workflow);
  if (namedEdit && input.image === undefined && input.reference === undefined) {
    throw new InputImageError('editWorkflowAlone', { workflow });
  }
  const model = typed.findLast(({ option }) => option.parameter === 'model')?.value;
  const choice = takes('workflow')
    ? workflow
    : model === undefined
      ? modelDefault(backend)
      : String(model);
  const sizes = choice === undefined ? undefined : backend.workflowSizes?.(choice);
  const given = typed.map(({ option, value }) => ({ option, sets: setBy(option, value, sizes) }));
  const request: Record<string, unknown> = takes('workflow') ? { workflow } : {};
  const textOnly = input.image === undefined && input.reference === undefined;
  if (!takes('workflow') && sizes && textOnly && takes('width') && takes('height')) {
    Object.assign(request, sizes.square);
  }
  const ignored = new Set<string>();
  const byBackend = new Set<string>();
  for (const { option, sets } of given) {
    for (const [parameter, value] of Object.entries(sets)) {
      if (sendsParameter(backend, workflow, parameter as ParameterName)) {
        request[parameter] = value;
      } else {
        ignored.add(option.name);
        if (!takes(parameter)) byBackend.add(option.name);
      }
    }
  }
  const checked = request as GenerationRequest;
  asOptionError(() => validateGenerationRequest(checked, names));
  for (const [parameter, range] of Object.entries(backend.parameters)) {
    const { wire } = GENERATION_PARAMETERS[parameter as ParameterName];
    asOptionError(() => checkTakenValue(wire, range, checked[parameter as ParameterName]));
  }
  for (const [parameter, range] of Object.entries(backend.workflowRanges?.(workflow) ?? {})) {
    const { wire } = GENERATION_PARAMETERS[parameter as ParameterName];
    asOptionError(() => checkTakenValue(wire, range, checked[parameter as ParameterName]));
  }
  const file = input.workflowFile;
  if (file && !(NODE_GRAPH_WORKFLOWS as readonly string[]).includes(workflow)) {
    throw new WorkflowFileError('textOnly', {
      workflows: NODE_GRAPH_WORKFLOWS.join(', '),
      workflow,
    });
  }
  const max = limits.workflowFileMaxBytes;
  if (file && file.size > max) {
    throw new WorkflowFileError('tooLarge', { size: bytesText(file.size), max: bytesText(max) });
  }
  const defaults = defaultsOf(backend, checked);
  return {
    request: checked,
    promptLabel: String(checked.prompt),
    ...(Object.keys(defaults).length ? { defaults } : {}),
    ignoredOptions: [...ignored],
    ...(byBackend.size ? { ignoredByBackend: [...byBackend] } : {}),
    ...(file ? { workflowFileName: file.name } : {}),
    ...(namedEdit && { namedEdit }),
  };
}
