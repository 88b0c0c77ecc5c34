import { z } from 'zod';
import type { ParameterRange } from '../../image-backend/capabilities.js';
import type { ParameterName } from '../../image-backend/generation-parameters.js';
import { type ComfyHttpSettings, comfyRequest } from './comfy-http.js';
import type { RegisteredWorkflow, WorkflowInput } from './comfy-workflow.js';

/** `GET /object_info/{class}`: the class described, or `{}` when the server has no such node. */
const objectInfoSchema = z.record(z.string(), z.unknown());

/** How long what the server said of its nodes is kept before it is asked again. */
const KEEP_MS = 5 * 60_000;

/** A node's inputs in `/object_info`: each `[type, options]`, required and optional. */
const inputsSchema = z.object({
  input: z.object({
    required: z.record(z.string(), z.tuple([z.unknown()]).rest(z.unknown())).optional(),
    optional: z.record(z.string(), z.tuple([z.unknown()]).rest(z.unknown())).optional(),
  }),
});

/** The bound a widget's options declare (`min`, `max`): what `validate_inputs` holds a value to. */
const boundsSchema = z.object({
  min: z.number().optional().catch(undefined),
  max: z.number().optional().catch(undefined),
});

/** `input`'s spec as `/object_info` describes it for a class (`info`), if it declares it. */
export function inputSpecOf(info: unknown, input: string): readonly unknown[] | undefined {
  const parsed = inputsSchema.safeParse(info);
  if (!parsed.success) return undefined;
  const { required, optional } = parsed.data.input;
  return required?.[input] ?? optional?.[input];
}

/** The member's options the bot writes into a text-to-image workflow's widgets, by their input. */
const CHECKED: readonly (WorkflowInput & ParameterName)[] = ['steps', 'width', 'height'];

/**
 * The ranges of a workflow's own nodes for the options a member fills (steps, width, height): the
 * `min` and `max` each node's input declares in `/object_info` (`infos`, by class), which ComfyUI's
 * `validate_inputs` refuses a value outside of (a 400, `value_bigger_than_max`). Empty for a
 * class the server did not describe.
 */
export function workflowRanges(
  workflow: RegisteredWorkflow,
  infos: ReadonlyMap<string, unknown>,
): Partial<Record<ParameterName, ParameterRange>> {
  const ranges: Partial<Record<ParameterName, ParameterRange>> = {};
  for (const key of CHECKED) {
    const slot = workflow.slots[key];
    const node = slot && workflow.graph[slot.node];
    const spec = node && inputSpecOf(infos.get(node.class_type), slot.input);
    const bounds = spec && boundsSchema.safeParse(spec[1]).data;
    if (bounds?.min === undefined && bounds?.max === undefined) continue;
    ranges[key] = {
      ...(bounds.min !== undefined && { min: bounds.min }),
      ...(bounds.max !== undefined && { max: bounds.max }),
    };
  }
  return ranges;
}

/**
 * What the server says of the node classes the workflows use (`/object_info/{class}`, as its
 * front end reads node definitions), asked together and kept five minutes: what the start's
 * probe checks, and the ranges a member's values are held to before anything is queued.
 */
export class ComfyNodeInfo {
  readonly #classes: readonly string[];
  readonly #workflows: readonly RegisteredWorkflow[];
  #infos: ReadonlyMap<string, unknown> | undefined;
  #readAt = 0;
  #reading: Promise<ReadonlyMap<string, unknown>> | undefined;

  constructor(
    private readonly http: ComfyHttpSettings,
    workflows: readonly RegisteredWorkflow[],
    private readonly now: () => number = Date.now,
  ) {
    this.#workflows = workflows;
    this.#classes = [
      ...new Set(workflows.flatMap(({ graph }) => Object.values(graph).map((n) => n.class_type))),
    ];
  }

  /**
   * Whether the server, as last read, has every node of a workflow of `role` (asked again in the
   * background once five minutes old); false until read.
   */
  have(role: RegisteredWorkflow['role']): boolean {
    void this.read().catch(() => undefined);
    const infos = this.#infos;
    return this.#workflows.some(
      (workflow) =>
        workflow.role === role &&
        infos !== undefined &&
        Object.values(workflow.graph).every((node) => infos.has(node.class_type)),
    );
  }

  /**
   * Whether the server, as last read, has every node `workflow` uses; true until read (what was
   * not read yet counts as there), asked again in the background once five minutes old.
   */
  serves(workflow: RegisteredWorkflow): boolean {
    void this.read().catch(() => undefined);
    const infos = this.#infos;
    return !infos || Object.values(workflow.graph).every((node) => infos.has(node.class_type));
  }

  /** The classes the workflows use. */
  get classes(): readonly string[] {
    return this.#classes;
  }

  /** The last answer (a class the server lacks is absent); undefined until one was read. */
  get known(): ReadonlyMap<string, unknown> | undefined {
    return this.#infos;
  }

  /**
   * The classes described, fresh within five minutes (`fresh`: asked now); `timeoutMs` bounds each
   * request.
   */
  read(
    timeoutMs = this.http.timeoutMs,
    { fresh = false } = {},
  ): Promise<ReadonlyMap<string, unknown>> {
    const kept = this.#infos && !fresh && this.now() - this.#readAt < KEEP_MS;
    if (kept) return Promise.resolve(this.#infos as ReadonlyMap<string, unknown>);
    this.#reading ??= this.#fetch(timeoutMs).finally(() => {
      this.#reading = undefined;
    });
    return this.#reading;
  }

  async #fetch(timeoutMs: number): Promise<ReadonlyMap<string, unknown>> {
    const settings = { ...this.http, timeoutMs };
    const ask = (name: string) =>
      comfyRequest(settings, {
        what: `GET /object_info/${name}`,
        method: 'GET',
        path: `/object_info/${encodeURIComponent(name)}`,
        schema: objectInfoSchema,
      }).then((info) => info[name]);
    const answers = await Promise.all(this.#classes.map(ask));
    const infos = new Map<string, unknown>();
    this.#classes.forEach((name, at) => {
      if (answers[at]) infos.set(name, answers[at]);
    });
    this.#infos = infos;
    this.#readAt = this.now();
    return infos;
  }
}
