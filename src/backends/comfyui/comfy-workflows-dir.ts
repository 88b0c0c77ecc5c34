import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { AppError } from '../../core/app-error.js';
import type { Logger } from '../../core/logger.js';
import { COMFY_FAMILIES, sharedFamilies } from './comfy-family.js';
import {
  type RegisteredWorkflow,
  registerWorkflow,
  WorkflowRefusedError,
} from './comfy-workflow.js';

/** The largest workflow file read. */
const MAX_WORKFLOW_BYTES = 1_048_576;

/** What to put in the folder, said when it is missing or holds no workflow. */
const WHAT_TO_PUT =
  'put there a workflow exported from ComfyUI with Workflow → Export (API), one *.json file ' +
  'each (the bot ships five in comfyui-workflows/: sd15.json, its edit, its inpaint and two upscales)';

/** `COMFYUI_WORKFLOWS_DIR comfyui-workflows (/app/comfyui-workflows)`: the setting, and where it points. */
const setting = (dir: string) => {
  const absolute = resolve(dir);
  return `COMFYUI_WORKFLOWS_DIR ${dir}${absolute === dir ? '' : ` (${absolute})`}`;
};

/** A Node.js error's code (`ENOENT`), or its message. */
const codeOf = (error: unknown) =>
  (error as { code?: unknown }).code ?? (error instanceof Error ? error.message : String(error));

/** The `*.json` files of `dir`, in name order. @throws AppError saying how to fix the folder. */
function workflowFiles(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort();
  } catch (error) {
    const code = codeOf(error);
    const why =
      code === 'ENOENT'
        ? `does not exist (ENOENT): create it and ${WHAT_TO_PUT}, or set COMFYUI_WORKFLOWS_DIR to the folder of your workflows`
        : code === 'ENOTDIR'
          ? 'is a file, not a folder (ENOTDIR): set COMFYUI_WORKFLOWS_DIR to the folder of your workflows'
          : `cannot be read (${code}): let the bot's user read it`;
    throw new AppError(`${setting(dir)} ${why}`);
  }
}

/** The workflow of `file`. @throws {WorkflowRefusedError} saying what is wrong and what to do. */
function readWorkflow(dir: string, file: string): RegisteredWorkflow {
  const name = basename(file, '.json');
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(dir, file));
  } catch (error) {
    throw new WorkflowRefusedError(name, `cannot be read (${codeOf(error)})`);
  }
  if (bytes.length > MAX_WORKFLOW_BYTES) {
    throw new WorkflowRefusedError(name, 'is over 1 MiB: no workflow in API format is that large');
  }
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new WorkflowRefusedError(
      name,
      `is not valid JSON (${why}): export it again from ComfyUI with Workflow → Export (API)`,
    );
  }
  return registerWorkflow(name, json);
}

/**
 * Registers every `*.json` workflow of `dir` (by file name, in name order), each with its role
 * (text to image, edit, upscale: `comfy-workflow.ts`). A file that cannot be used is logged with
 * what is wrong and what to do, and the others are served; when none can be, or none makes images
 * from words, the start fails with one line naming each file's problem.
 * @throws AppError when the folder is missing, cannot be read, or holds no usable text-to-image
 * workflow.
 */
export function loadWorkflows(dir: string, logger: Logger): RegisteredWorkflow[] {
  const files = workflowFiles(dir);
  if (files.length === 0) {
    throw new AppError(`${setting(dir)} holds no workflow (no *.json file): ${WHAT_TO_PUT}`);
  }
  const registered: RegisteredWorkflow[] = [];
  const refused: WorkflowRefusedError[] = [];
  for (const file of files) {
    try {
      registered.push(readWorkflow(dir, file));
    } catch (error) {
      if (!(error instanceof WorkflowRefusedError)) throw error;
      refused.push(error);
    }
  }
  const lines = refused.map(({ workflow, reason }) => `${workflow}.json ${reason}`);
  if (registered.length === 0) {
    throw new AppError(`${setting(dir)} has no usable workflow: ${lines.join('; ')}`);
  }
  if (!registered.some(({ role }) => role === 'generate')) {
    const roles = registered.map(({ name, role }) => `${name}.json (${role})`).join(', ');
    throw new AppError(
      `${setting(dir)} has no text-to-image workflow (${[roles, ...lines].join('; ')}): members ` +
        `need one to make images from words; ${WHAT_TO_PUT}`,
    );
  }
  refused.forEach(({ workflow }, at) => {
    logger.warn(`comfyui workflow refused: ${lines[at]}`, { workflow });
  });
  const workflows = sharedFamilies(registered);
  const inpaints = workflows.filter(({ role }) => role === 'inpaint');
  if (inpaints.length > 0 && !workflows.some(({ role }) => role === 'edit')) {
    const names = inpaints.map(({ name }) => `${name}.json`).join(', ');
    logger.warn(
      `comfyui workflow ${names} is not used: region edits (Vary (Region), Zoom out, Pan) are ` +
        'offered where an edit workflow is registered too; copy one beside it (an edit with ' +
        'words, as comfyui-workflows/families/flux1-kontext-dev-edit.json, or an image-to-image one)',
      { setting: 'COMFYUI_WORKFLOWS_DIR' },
    );
  }
  for (const { name, role, factor, family } of workflows) {
    logger.info('comfyui workflow registered', {
      workflow: name,
      role,
      ...(factor && { factor }),
      ...(family && { family: COMFY_FAMILIES[family] }),
    });
  }
  return workflows;
}
