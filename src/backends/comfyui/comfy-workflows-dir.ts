import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Logger } from '../../core/logger.js';
import {
  type RegisteredWorkflow,
  registerWorkflow,
  WorkflowRefusedError,
} from './comfy-workflow.js';

/** The largest workflow file read. */
const MAX_WORKFLOW_BYTES = 1_048_576;

/**
 * Registers every `*.json` workflow of `dir` (by file name, in name order); a file that is not a
 * workflow in API format or lacks an input is refused and logged with the node it lacks.
 * @throws Error when the folder cannot be read or holds no usable workflow.
 */
export function loadWorkflows(dir: string, logger: Logger): RegisteredWorkflow[] {
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new Error(`COMFYUI_WORKFLOWS_DIR ${dir} cannot be read: ${String(error)}`);
  }
  const registered: RegisteredWorkflow[] = [];
  for (const file of files) {
    const name = basename(file, '.json');
    try {
      const bytes = readFileSync(join(dir, file));
      if (bytes.length > MAX_WORKFLOW_BYTES)
        throw new WorkflowRefusedError(name, 'a size under 1 MiB');
      registered.push(registerWorkflow(name, parseJson(bytes.toString('utf8'))));
      logger.info('comfyui workflow registered', { workflow: name });
    } catch (error) {
      if (!(error instanceof WorkflowRefusedError)) throw error;
      logger.warn('comfyui workflow refused', { workflow: name, file, lacks: error.lacks });
    }
  }
  if (registered.length === 0) {
    throw new Error(`COMFYUI_WORKFLOWS_DIR ${dir} has no usable workflow (see the lines above)`);
  }
  return registered;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
