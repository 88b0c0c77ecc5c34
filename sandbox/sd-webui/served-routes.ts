import type { SdFork } from './fork-answers.js';
import type { SdRoute } from './spec/sdapi-routes.js';
import type { DefinitionName } from './spec/sdapi-spec.js';

/** What decides the routes a server registers: its fork, and A1111's or Forge's `--nowebui`. */
export interface ServedBy {
  readonly fork: SdFork;
  readonly nowebui: boolean;
}

/**
 * The routes a server does not register (FastAPI's 404 `Not Found`, whatever the method):
 * `--nowebui` builds a bare FastAPI app, and `progress.setup_progress_api` (`/internal/progress`,
 * `/internal/pending-tasks`) and `ui.setup_ui_api` (`/internal/ping`) run only with the UI
 * [A1 webui.py api_only / webui; FG webui.py api_only_worker]; SD.Next has `/caption` and no
 * `interrogate` since 2026-01 [SN modules/api/caption.py register_api], nor `pending-tasks`.
 */
function unserved({ fork, nowebui }: ServedBy): readonly SdRoute[] {
  if (fork === 'sdnext') return ['interrogate', 'pending_tasks'];
  return nowebui ? ['internal_progress', 'pending_tasks', 'ping', 'caption'] : ['caption'];
}

/** Whether the server registers `route`. */
export const serves = (by: ServedBy, route: SdRoute): boolean => !unserved(by).includes(route);

/**
 * The definitions SD.Next's answers follow where they are not A1111's [SN modules/api/models.py
 * `ResProgress`, modules/progress.py `InternalProgressResponse`, modules/api/server.py
 * `post_interrupt` and `post_skip`: 204, no body].
 */
const SDNEXT_ANSWERS: Partial<Record<SdRoute, Readonly<Record<number, DefinitionName>>>> = {
  progress: { 200: 'SdnextProgressResponse' },
  internal_progress: { 200: 'SdnextInternalProgressResponse' },
  interrupt: { 204: 'Nothing' },
  skip: { 204: 'Nothing' },
};

/** The definition `fork`'s answer of `status` on `route` follows where it is not A1111's. */
export const forkDefinition = (
  fork: SdFork,
  route: SdRoute,
  status: number,
): DefinitionName | undefined => (fork === 'sdnext' ? SDNEXT_ANSWERS[route]?.[status] : undefined);
