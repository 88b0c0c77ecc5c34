import type { FailedStep, StepFailureCause } from './backend-types.js';

/**
 * Plain causes of the exceptions a backend reports for a job (a GPU server's Python), first match
 * wins: the member reads these (in their language); the exception's own text names the operator's
 * paths and models and stays in the log.
 */
const CAUSES: readonly { readonly test: RegExp; readonly cause: StepFailureCause }[] = [
  { test: /OutOfMemory|out of memory/i, cause: 'outOfMemory' },
  {
    test: /Could not detect model type|SafetensorError|deserializ|load_torch_file|unpickl/i,
    cause: 'modelUnreadable',
  },
  { test: /FileNotFoundError|No such file|not found/i, cause: 'fileMissing' },
  { test: /ExecutionBlocked/, cause: 'blocked' },
];

/**
 * Why a job raised `exceptionType` (`torch.OutOfMemoryError`, `RuntimeError`) with `message`, in
 * words a member may read: a known cause, else the exception's short class name (at most 40 word
 * characters), else unknown.
 */
export function causeOf(
  exceptionType: string,
  message: string,
): Pick<FailedStep, 'cause' | 'errorType'> {
  const found = CAUSES.find(({ test }) => test.test(`${exceptionType}\n${message}`));
  if (found) return { cause: found.cause };
  const errorType = exceptionType.split('.').at(-1)?.replace(/[^\w]/g, '').slice(0, 40);
  return errorType ? { cause: 'raised', errorType } : { cause: 'unknown' };
}
