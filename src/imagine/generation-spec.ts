import type { GenerationRequest } from '../api/types.js';

/** A generation as the bot starts it: the request and what the reply shows besides. */
export interface GenerationSpec {
  /** What is sent; `prompt` is the parsed workflow object when a workflow file was attached. */
  readonly request: GenerationRequest;
  /** The prompt text as shown (the label of a workflow file). */
  readonly promptLabel: string;
  /** Options given that the chosen workflow ignores (not sent). */
  readonly ignoredOptions: readonly string[];
  /** The attached workflow file's name. */
  readonly workflowFileName?: string;
}
