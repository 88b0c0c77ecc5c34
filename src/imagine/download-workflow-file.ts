import { request } from 'undici';
import { readCappedBody } from '../api/read-capped-body.js';
import { WorkflowFileError } from '../errors/workflow-file-error.js';
import { formatBytes } from '../render/format.js';
import { parseWorkflowJson } from './parse-workflow-json.js';

/** Options of {@link downloadWorkflowFile}. */
export interface DownloadWorkflowOptions {
  /** `WORKFLOW_FILE_MAX_BYTES`: larger files are refused, even when Discord said otherwise. */
  readonly maxBytes: number;
  /** @default 10_000 */
  readonly timeoutMs?: number;
}

/**
 * Downloads a `workflow_file` attachment from Discord's CDN (at most `maxBytes`, read as a stream)
 * and parses it as a node-graph workflow object.
 * @throws {WorkflowFileError} when it cannot be fetched, is too large, or is not a JSON object.
 */
export async function downloadWorkflowFile(
  url: string,
  options: DownloadWorkflowOptions,
): Promise<Record<string, unknown>> {
  const { maxBytes } = options;
  const tooLarge = () => new WorkflowFileError(`is over the ${formatBytes(maxBytes)} limit.`);
  let bytes: Buffer;
  try {
    const response = await request(url, {
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      headers: { accept: 'application/json, text/plain, */*' },
    });
    if (response.statusCode !== 200) {
      await response.body.dump();
      throw new WorkflowFileError('could not be downloaded from Discord.', {
        detail: `status ${response.statusCode}`,
      });
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.dump();
      throw tooLarge();
    }
    bytes = await readCappedBody(response.body, maxBytes, tooLarge);
  } catch (error) {
    if (error instanceof WorkflowFileError) throw error;
    throw new WorkflowFileError('could not be downloaded from Discord.', { cause: error });
  }
  return parseWorkflowJson(bytes);
}
