import { z } from 'zod';

/** A file of a version, as both look-ups list it (`primary` absent on the others in a model's). */
const fileSchema = z.object({
  name: z.string(),
  sizeKB: z.number().nonnegative().optional(),
  primary: z.boolean().optional(),
});

const versionFields = {
  id: z.number().int(),
  name: z.string(),
  baseModel: z.string().default(''),
  trainedWords: z.array(z.string()).default([]),
  files: z.array(fileSchema).default([]),
};

/** `GET /api/v1/models/:id` [civitai/civitai src/pages/api/v1/models/[id].ts], what the bot reads. */
export const modelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  nsfw: z.boolean().default(false),
  /** Newest first: `modelVersions[0]` is the latest published version. */
  modelVersions: z.array(z.object(versionFields)).default([]),
});

/** `GET /api/v1/model-versions/:id` [src/pages/api/v1/model-versions/[id].ts], what the bot reads. */
export const versionSchema = z.object({
  ...versionFields,
  modelId: z.number().int(),
  model: z.object({ name: z.string(), type: z.string(), nsfw: z.boolean().default(false) }),
});

/** A version's files, as read. */
export type VersionFiles = z.infer<typeof fileSchema>[];
