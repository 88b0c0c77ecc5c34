import type { JsonWireAnswer } from '../emulator-kit/json-answer.js';
import { jsonWireAnswer } from '../emulator-kit/json-answer.js';
import { modelAnswer, versionAnswer } from './civitai-answers.js';
import type { CivitaiModel } from './civitai-catalogue.js';

/** The routes the emulator answers; `other` for any other path. */
export const CIVITAI_ROUTES = ['model', 'model_version', 'other'] as const;

/** A route of the emulator. */
export type CivitaiRoute = (typeof CIVITAI_ROUTES)[number];

/** The route of `pathname` and the id it names. */
export function routeOf(pathname: string): { route: CivitaiRoute; id: string } {
  const found = /^\/api\/v1\/(models|model-versions)\/([^/]+)\/?$/.exec(pathname);
  if (!found) return { route: 'other', id: '' };
  return {
    route: found[1] === 'models' ? 'model' : 'model_version',
    id: decodeURIComponent(found[2] ?? ''),
  };
}

/** What the routes read: the models, and the origin of download URLs. */
export interface CivitaiWorld {
  readonly models: readonly CivitaiModel[];
  readonly origin: string;
}

/** The largest id Postgres' `int4` holds (`Model.id`, `ModelVersion.id`). */
const INT4_MAX = 2_147_483_647;

/** zod 4's `prettifyError` of the id's schema, as the 400 says it. */
const pretty = (said: string) => `✖ ${said}\n  → at id`;

/**
 * `GET /api/v1/models/:id`: the id coerced and bound to a positive `int4` (else 400 with zod's
 * words), 404 `No model with id <id>` for none (or one without a published version with a file
 * is still answered, its `modelVersions` empty) [src/pages/api/v1/models/[id].ts].
 */
export function model(world: CivitaiWorld, raw: string): JsonWireAnswer {
  const id = raw.trim() === '' ? Number.NaN : Number(raw);
  if (Number.isNaN(id))
    return jsonWireAnswer(400, { error: pretty('Invalid input: expected number, received NaN') });
  if (!Number.isInteger(id))
    return jsonWireAnswer(400, { error: pretty('Invalid input: expected int, received number') });
  if (id <= 0) return jsonWireAnswer(400, { error: pretty('Too small: expected number to be >0') });
  if (id > INT4_MAX)
    return jsonWireAnswer(400, { error: pretty(`Too big: expected number to be <=${INT4_MAX}`) });
  const found = world.models.find((m) => m.id === id);
  if (!found) return jsonWireAnswer(404, { error: `No model with id ${id}` });
  return jsonWireAnswer(200, modelAnswer(found, world.origin));
}

/**
 * `GET /api/v1/model-versions/:id`: `Number(id)` (NaN: 400 with zod's words; 0: 400 `Missing
 * modelVersionId`); an id Postgres cannot bind (not an `int4`) fails the query, 500 `Failed to fetch
 * model version details`; a version not published 404 `Model not found`, one without a file 404
 * `Missing model file` [src/pages/api/v1/model-versions/[id].ts].
 */
export function modelVersion(world: CivitaiWorld, raw: string): JsonWireAnswer {
  const id = Number(raw);
  if (Number.isNaN(id))
    return jsonWireAnswer(400, { error: pretty('Invalid input: expected number, received NaN') });
  if (!id) return jsonWireAnswer(400, { error: 'Missing modelVersionId' });
  if (!Number.isInteger(id) || Math.abs(id) > INT4_MAX)
    return jsonWireAnswer(500, { error: 'Failed to fetch model version details' });
  for (const m of world.models) {
    const version = m.versions.find((v) => v.id === id && v.published !== false);
    if (!version) continue;
    const answer = versionAnswer(m, version, world.origin);
    return answer
      ? jsonWireAnswer(200, answer)
      : jsonWireAnswer(404, { error: 'Missing model file' });
  }
  return jsonWireAnswer(404, { error: 'Model not found' });
}
