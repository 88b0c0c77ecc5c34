import { createHash } from 'node:crypto';
import type { CivitaiFile, CivitaiModel, CivitaiVersion } from './civitai-catalogue.js';

/** The AIR ecosystem of a base model (`urn:air:<ecosystem>:<type>:civitai:<model>@<version>`). */
function ecosystem(baseModel: string): string {
  if (baseModel.startsWith('SDXL') || baseModel === 'Pony') return 'sdxl';
  if (baseModel.startsWith('Flux')) return 'flux1';
  if (baseModel.startsWith('SD 2')) return 'sd2';
  return 'sd1';
}

const published = (version: CivitaiVersion) => version.published !== false;
const hex = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length).toUpperCase();
const STAMP = '2023-06-01T12:00:00.000Z';

/** A version's primary file: the one marked, else its first. */
const primaryOf = (version: CivitaiVersion): CivitaiFile | undefined =>
  version.files.find((file) => file.primary) ?? version.files[0];

/** A version's files as both routes answer them, `downloadUrl` on `origin`. */
function files(version: CivitaiVersion, origin: string) {
  const primary = primaryOf(version);
  return version.files.map((file, index) => ({
    id: version.id * 10 + index,
    sizeKB: file.sizeKB,
    name: file.name,
    type: 'Model',
    pickleScanResult: 'Success',
    pickleScanMessage: 'No Pickle imports',
    virusScanResult: 'Success',
    virusScanMessage: null,
    scannedAt: STAMP,
    metadata: { format: 'SafeTensor', size: 'pruned', fp: 'fp16' },
    hashes: {
      AutoV1: hex(`${file.name}:v1`, 8),
      AutoV2: hex(file.name, 10),
      SHA256: hex(file.name, 64),
      CRC32: hex(`${file.name}:crc`, 8),
      BLAKE3: hex(`${file.name}:blake`, 64),
    },
    primary: file === primary,
    downloadUrl: `${origin}/api/download/models/${version.id}${file === primary ? '' : `?fileId=${version.id * 10 + index}`}`,
  }));
}

/**
 * `GET /api/v1/model-versions/:id`'s answer [civitai/civitai src/pages/api/v1/model-versions/[id].ts
 * `prepareModelVersionResponse`]: the version's own fields, `air`, `stats`, its `model` (name, type,
 * nsfw, poi), `files`, `images` and `downloadUrl`; undefined when it has no file (404 `Missing
 * model file`).
 */
export function versionAnswer(model: CivitaiModel, version: CivitaiVersion, origin: string) {
  if (!primaryOf(version)) return undefined;
  return {
    id: version.id,
    modelId: model.id,
    name: version.name,
    nsfwLevel: model.nsfw ? 4 : 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    status: 'Published',
    publishedAt: STAMP,
    trainedWords: version.trainedWords,
    trainingStatus: null,
    trainingDetails: null,
    baseModel: version.baseModel,
    baseModelType: 'Standard',
    earlyAccessEndsAt: null,
    earlyAccessConfig: null,
    description: `<p>${version.name}</p>`,
    uploadType: 'Created',
    usageControl: 'Download',
    air: `urn:air:${ecosystem(version.baseModel)}:${model.type.toLowerCase()}:civitai:${model.id}@${version.id}`,
    stats: { downloadCount: 1000, thumbsUpCount: 100 },
    model: { name: model.name, type: model.type, nsfw: model.nsfw, poi: false },
    files: files(version, origin),
    images: [],
    downloadUrl: `${origin}/api/download/models/${version.id}`,
  };
}

/**
 * `GET /api/v1/models/:id`'s answer [src/pages/api/v1/models/[id].ts `buildPublicModelResponse`]:
 * the model, its `creator` and `tags`, and its published versions newest first, each with its
 * files (`primary` only on the primary one: `removeEmpty` drops the others'), without a version
 * that has no file.
 */
export function modelAnswer(model: CivitaiModel, origin: string) {
  return {
    id: model.id,
    name: model.name,
    description: `<p>${model.name}</p>`,
    allowNoCredit: true,
    allowCommercialUse: ['Image', 'RentCivit'],
    allowDerivatives: true,
    allowDifferentLicense: true,
    type: model.type,
    minor: false,
    sfwOnly: false,
    poi: false,
    nsfw: model.nsfw,
    nsfwLevel: model.nsfw ? 4 : 1,
    availability: 'Public',
    supportsGeneration: true,
    stats: { downloadCount: 1000, favoriteCount: 0, thumbsUpCount: 100, thumbsDownCount: 0 },
    creator: { username: model.creator, image: null },
    tags: model.tags,
    modelVersions: model.versions
      .filter((version) => published(version) && primaryOf(version))
      .map((version, index) => ({
        id: version.id,
        index,
        name: version.name,
        baseModel: version.baseModel,
        baseModelType: 'Standard',
        createdAt: STAMP,
        publishedAt: STAMP,
        status: 'Published',
        availability: 'Public',
        nsfwLevel: model.nsfw ? 4 : 1,
        description: `<p>${version.name}</p>`,
        trainedWords: version.trainedWords,
        stats: { downloadCount: 1000, ratingCount: 0, rating: 0, thumbsUpCount: 100 },
        supportsGeneration: true,
        files: files(version, origin).map(({ primary, ...file }) => ({
          ...file,
          ...(primary && { primary }),
        })),
        images: [],
        downloadUrl: `${origin}/api/download/models/${version.id}`,
      })),
  };
}
