import { AppError, type AppErrorOptions } from './app-error.js';

/**
 * The `workflow_file` attachment cannot be used: too large, not JSON, not a JSON object, or it could
 * not be downloaded. `message` says which and what to do.
 */
export class WorkflowFileError extends AppError {
  constructor(problem: string, options: AppErrorOptions = {}) {
    super(
      `The workflow file ${problem} Attach a node-graph workflow saved as a JSON object and run /imagine again; nothing was spent.`,
      options,
    );
  }
}
