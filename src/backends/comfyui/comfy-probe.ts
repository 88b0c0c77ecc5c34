import { z } from 'zod';
import {
  type BackendProbe,
  hostOf,
  PROBE_TIMEOUT_MS,
  type ProbeProblem,
  requestProblem,
  shownUrl,
} from '../../image-backend/backend-probe.js';
import { ServiceUnavailableError } from '../../image-backend/errors.js';
import { type ComfyHttpSettings, comfyRequest } from './comfy-http.js';
import type { RegisteredWorkflow } from './comfy-workflow.js';

/** `GET /object_info/{class}`: the class described, or `{}` when the server has no such node. */
const objectInfoSchema = z.record(z.string(), z.unknown());

/**
 * Asks the server once for each node class the workflows use (`/object_info/{class}`, as its
 * front end reads node definitions): one line if it cannot be reached, else one per workflow
 * naming the classes it lacks (a custom node not installed there).
 */
export async function probeComfy(
  http: ComfyHttpSettings,
  workflows: readonly RegisteredWorkflow[],
): Promise<BackendProbe> {
  const host = hostOf(http.baseUrl);
  const settings = { ...http, timeoutMs: Math.min(http.timeoutMs, PROBE_TIMEOUT_MS) };
  const classes = [
    ...new Set(
      workflows.flatMap(({ graph }) => Object.values(graph).map((node) => node.class_type)),
    ),
  ];
  const ask = (name: string) =>
    comfyRequest(settings, {
      what: `GET /object_info/${name}`,
      method: 'GET',
      path: `/object_info/${encodeURIComponent(name)}`,
      schema: objectInfoSchema,
    }).then((info) => name in info);
  let known: boolean[];
  try {
    known = await Promise.all(classes.map(ask));
  } catch (error) {
    return { url: shownUrl(http.baseUrl), problems: [unreachable(error, host)] };
  }
  const missing = new Set(classes.filter((_, at) => !known[at]));
  const problems = workflows.flatMap(({ name, graph }): ProbeProblem[] => {
    const lacks = [...new Set(Object.values(graph).map((node) => node.class_type))].filter(
      (classType) => missing.has(classType),
    );
    if (lacks.length === 0) return [];
    const nodes = lacks.join(', ');
    return [
      {
        line:
          `ComfyUI at ${host} has no node ${nodes} (not in its /object_info), which workflow ` +
          `${name} needs: members' generations with it fail; install that custom node on the ` +
          `server, or take ${name}.json out of COMFYUI_WORKFLOWS_DIR`,
        setting: 'COMFYUI_WORKFLOWS_DIR',
      },
    ];
  });
  return { url: shownUrl(http.baseUrl), problems };
}

/** Why the server could not be asked: a proxy refusing the token, or {@link requestProblem}'s. */
function unreachable(error: unknown, host: string): ProbeProblem {
  if (error instanceof ServiceUnavailableError && (error.status === 401 || error.status === 403)) {
    return {
      line:
        `ComfyUI at ${host} answered ${error.status}: what is in front of it refuses the bot's ` +
        'token; check COMFYUI_TOKEN and COMFYUI_TOKEN_HEADER',
      setting: 'COMFYUI_TOKEN',
    };
  }
  const subject = {
    name: 'ComfyUI',
    host,
    setting: 'COMFYUI_URL',
    urlIs: "the server's base URL, e.g. http://127.0.0.1:8188",
  };
  return (
    requestProblem(error, subject) ?? {
      line: `ComfyUI at ${host} answered an error (${(error as Error).message}): check COMFYUI_URL`,
      setting: 'COMFYUI_URL',
    }
  );
}
