import type { BackendCapabilities, ParameterRange } from '../capabilities.js';
import type { ImagesInCapabilities } from '../images-in.js';

/** The values in `lists` once each, in the order first met; undefined when none was read. */
function unionOf(lists: readonly (readonly string[] | undefined)[]): readonly string[] | undefined {
  const read = lists.filter((list) => list !== undefined);
  return read.length === 0 ? undefined : [...new Set(read.flat())];
}

/** `range`, its values (where it has a list) those of `name` on any server `live` gives. */
function unionRange(
  name: string,
  range: ParameterRange,
  live: () => readonly BackendCapabilities[],
): ParameterRange {
  if (!('values' in range)) return range;
  const key = name as keyof BackendCapabilities['parameters'];
  return {
    ...range,
    get values() {
      return unionOf(live().map((capabilities) => capabilities.parameters[key]?.values));
    },
  };
}

/**
 * What the servers of `all` take in together: the first's types and bounds, an edit where one
 * edits (with a mask where one takes a mask), the upscale factors of every one that upscales,
 * describe where one describes, the first one's animation where one animates, the most copies of an input one's request makes (`sentCopies`,
 * what a job's input holds of the input budget); undefined where none takes an image. Every
 * server is asked whether it animates and takes a mask (a ComfyUI server reads its nodes when
 * first asked), so the others' answers are ready when the first one goes down.
 */
export function unionImagesIn(
  all: readonly (ImagesInCapabilities | undefined)[],
): ImagesInCapabilities | undefined {
  const taking = all.filter((imagesIn) => imagesIn !== undefined);
  const [base] = taking;
  if (!base) return undefined;
  const edits = taking.flatMap(({ edit }) => (edit ? [edit] : []));
  const upscales = taking.flatMap(({ upscale }) => (upscale ? [upscale] : []));
  const [edit] = edits;
  const [upscale] = upscales;
  const factors = [...new Set(upscales.flatMap((each) => each.factors))].sort((a, b) => a - b);
  const sentCopies = Math.max(0, ...taking.map((each) => each.sentCopies ?? 0));
  const animations = taking.map((each) => each.animate);
  const animate = animations.find((each) => each !== undefined);
  const masks = edits.map((each) => each.mask === true);
  return {
    maxInput: base.maxInput,
    types: base.types,
    ...(edit && { edit: { ...edit, mask: masks.includes(true) } }),
    ...(upscale && { upscale: { ...upscale, factors } }),
    ...(taking.some((each) => each.describe === true) && { describe: true }),
    ...(animate && { animate }),
    ...(sentCopies > 0 && { sentCopies }),
  };
}

/**
 * A pool's capabilities: the first server's (its keys, tasks, progress, parameters' ranges and
 * defaults), with what varies by server read from those `live` gives each time it is asked (the
 * servers up, or all when none is): the values of a listed parameter (models, samplers) their
 * union, what they take in together ({@link unionImagesIn}), cancel where one cancels, a
 * workflow's ranges from the first that knows the workflow.
 */
export function poolCapabilities(
  first: BackendCapabilities,
  live: () => readonly BackendCapabilities[],
): BackendCapabilities {
  const parameters = Object.fromEntries(
    Object.entries(first.parameters).map(([name, range]) => [name, unionRange(name, range, live)]),
  );
  const workflowRanges: BackendCapabilities['workflowRanges'] = (workflow) => {
    for (const capabilities of live()) {
      const ranges = capabilities.workflowRanges?.(workflow);
      if (ranges) return ranges;
    }
    return undefined;
  };
  return {
    ...first,
    parameters,
    get cancel() {
      return live().some((capabilities) => capabilities.cancel);
    },
    get imagesIn() {
      return unionImagesIn(live().map((capabilities) => capabilities.imagesIn));
    },
    ...(first.workflowRanges && { workflowRanges }),
  };
}
