import { ApiError } from './api-error.js';
import { authenticateApiKey } from './api-key-auth.js';
import { taskStateAt } from './emulated-task.js';
import type { EmulatorContext } from './emulator-context.js';
import { type EmulatorResponse, okResponse } from './emulator-response.js';
import { parseGenerationParams } from './generation-params.js';
import { type RequestContext, requireBody } from './request-context.js';
import { familyOfTaskId } from './workflow.js';

/** The text of every failed task. */
export const TASK_FAILED_ERROR = 'Task processing failed or timed out';

/** The `message` of node-graph submission answers. */
export const WEBHOOK_MESSAGE =
  'Task queued. Webhook notifications are coming soon; until then poll task_status for the result.';

/** `POST /v1/index.php?endpoint=image_generation`: validates, charges, creates the task. */
export function submitImageGeneration(emu: EmulatorContext, req: RequestContext): EmulatorResponse {
  const { user } = authenticateApiKey(req, emu.users);
  const params = parseGenerationParams(requireBody(req));
  if (!emu.users.charge(user, emu.costPerGeneration)) {
    emu.stats.insufficientCredits++;
    throw new ApiError(402, 'Insufficient credits');
  }
  const task = emu.tasks.create(user, params, emu.faults.taskFate());
  emu.stats.submissions++;
  emu.stats.submissionsByWorkflow[params.workflow]++;
  if (task.family === 'rr3') {
    return okResponse({
      id: task.id,
      provider: 'rr3',
      status: 'queued',
      check_status: `?endpoint=task_status&task_id=${task.id}`,
    });
  }
  return okResponse({ id: task.id, status: 'queued', message: WEBHOOK_MESSAGE });
}

/** `GET /v1/index.php?endpoint=task_status&task_id=…`: the task's state at the clock's time. */
export function taskStatus(emu: EmulatorContext, req: RequestContext): EmulatorResponse {
  const { user } = authenticateApiKey(req, emu.users);
  const taskId = req.url.searchParams.get('task_id');
  if (!taskId) throw new ApiError(400, 'task_id is required');
  if (!familyOfTaskId(taskId)) throw new ApiError(400, 'task_id must be a UUID or a numeric id');
  const task = emu.tasks.get(taskId);
  if (!task || task.userId !== user.id) throw new ApiError(404, 'Task not found');
  const { state, progress } = taskStateAt(task, emu.now());
  switch (state) {
    case 'pending':
      return okResponse({ id: task.id, status: state, created_at: null, result: null });
    case 'processing':
      return okResponse({ id: task.id, status: state, created_at: null, result: null, progress });
    case 'completed':
      return okResponse({
        id: task.id,
        status: state,
        created_at: null,
        result: { image_url: task.imageUrl },
      });
    case 'failed': {
      const field = emu.faults.faults.failedTaskField;
      const others = field === 'error' ? {} : { error: null };
      return okResponse({
        id: task.id,
        status: state,
        ...others,
        [field]: TASK_FAILED_ERROR,
        result: null,
      });
    }
  }
}

/** `GET /v1/index.php?endpoint=user_balance`: the balance of the key's user. */
export function userBalance(emu: EmulatorContext, req: RequestContext): EmulatorResponse {
  const { user } = authenticateApiKey(req, emu.users);
  return okResponse({
    user_id: user.id,
    username: user.name,
    balance: emu.users.balance(user),
    currency: 'credits',
  });
}
