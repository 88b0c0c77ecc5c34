/**
 * The alchemy side of the AI Horde's published API description (`POST /v2/interrogate/async`,
 * `GET`/`DELETE /v2/interrogate/status/{id}`), transcribed as our own JSON Schema from the same
 * source as `generation-schemas.ts` (horde-sdk `codegen/ai_horde/swagger.json` @
 * 534826bf221e15ac3c6bf4d8848c1af62b9c0cf7): `ModelInterrogationInputStable`,
 * `ModelInterrogationFormStable`, `ModelInterrogationFormPayloadStable`,
 * `RequestInterrogationResponse`, `InterrogationStatus`, `InterrogationFormStatus`,
 * `InterrogationFormResult`. The flask-restx wildcards (`{"*": …}`) are kept as the description
 * writes them, which is also what the server validates against: a property named `*`.
 *
 * Corrections where the server (AI-Horde @ fbd5ed465e5daadec3d3e9997957af047cee9d73) departs from
 * the snapshot are listed in {@link ALCHEMY_SPEC_CORRECTIONS}.
 */

/**
 * The form names the server takes (`horde/apis/models/stable_v2.py`
 * `ModelInterrogationFormStable.name`: seven kinds of words plus `KNOWN_POST_PROCESSORS` of
 * `horde/consts.py`); the snapshot lists the first eleven of these.
 */
export const ALCHEMY_FORM_NAMES = [
  'caption',
  'interrogation',
  'nsfw',
  'GFPGAN',
  'RealESRGAN_x4plus',
  'RealESRGAN_x2plus',
  'RealESRGAN_x4plus_anime_6B',
  'NMKD_Siax',
  '4x_AnimeSharp',
  'CodeFormers',
  'strip_background',
  // Newer than the snapshot (2026-07-05).
  'vectorize',
  'palette',
  'describe',
  'aesthetic',
  '4xNomos8kSC',
  '4xLSDIRplus',
  '4xNomosWebPhoto_RealPLKSR',
  '4xNomos2_realplksr_dysample',
  '4xNomos2_hq_dat2',
  '2xModernSpanimationV1',
  'GFPGANv1.3',
  'RestoreFormer',
] as const;

/** A form name the server takes. */
export type AlchemyFormName = (typeof ALCHEMY_FORM_NAMES)[number];

/** Where the alchemy transcription departs from the snapshot, and why. */
export const ALCHEMY_SPEC_CORRECTIONS = [
  "`ModelInterrogationFormStable.name` takes the server's 23 names (the snapshot lists 11): `vectorize`, `palette`, `describe`, `aesthetic` and the post-processors added to `KNOWN_POST_PROCESSORS` on 2026-07-05.",
  '`source_image` is required by the route\'s parser (`Interrogate.post_parser`, 400 `{errors: {source_image: "Missing required parameter in the JSON body"}}`) though the model leaves it optional; it also takes base64, not only "the public URL" the description names.',
  "MaintenanceMode is a 400 (`e.MaintenanceMode` is a werkzeug BadRequest), not the snapshot's 503; validation 400s are flask-restx's `{errors, message}` (`ValidationErrorBody`).",
] as const;

const wildcard = (values: Record<string, unknown>) => ({
  type: 'object',
  properties: { '*': { type: 'object', additionalProperties: values } },
});

/** Definitions of the alchemy models, keyed as in the swagger's `definitions`. */
export const ALCHEMY_DEFINITIONS = {
  ModelInterrogationFormPayloadStable: wildcard({ type: 'string' }),
  ModelInterrogationFormStable: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', enum: ALCHEMY_FORM_NAMES },
      payload: { $ref: '#/definitions/ModelInterrogationFormPayloadStable' },
    },
  },
  ModelInterrogationInputStable: {
    type: 'object',
    properties: {
      forms: { type: 'array', items: { $ref: '#/definitions/ModelInterrogationFormStable' } },
      source_image: { type: 'string' },
      slow_workers: { type: 'boolean', default: true },
      webhook: { type: 'string', minLength: 10, maxLength: 1024 },
    },
  },
  RequestInterrogationResponse: {
    type: 'object',
    properties: { id: { type: 'string' }, message: { type: 'string' } },
  },
  InterrogationFormResult: wildcard({ type: 'object' }),
  InterrogationFormStatus: {
    type: 'object',
    properties: {
      form: { type: 'string' },
      state: { type: 'string' },
      result: { $ref: '#/definitions/InterrogationFormResult' },
    },
  },
  InterrogationStatus: {
    type: 'object',
    properties: {
      state: { type: 'string' },
      forms: { type: 'array', items: { $ref: '#/definitions/InterrogationFormStatus' } },
    },
  },
} as const;
