import { type REST, Routes } from 'discord.js';
import type { ImageService } from '../api/types.js';
import type { GenerationJob } from '../jobs/generation-job.js';
import type { JobObserver } from '../jobs/job-observer.js';
import type { Logger } from '../logger.js';
import { renderFailure } from '../render/render-failure.js';
import { renderProgress } from '../render/render-progress.js';
import { imageFileName, renderResult } from '../render/render-result.js';
import { generationViewOf } from './generation-view-of.js';
import { asReplyTarget } from './reply-target.js';
import { type RenderedMessage, toApiMessage } from './to-api-message.js';

/** What the presenter needs: Discord's REST client, the image service, a clock. */
export interface GenerationPresenterDependencies {
  readonly rest: REST;
  readonly api: ImageService;
  readonly logger: Logger;
  /** @default Date.now */
  readonly now?: () => number;
}

/**
 * The Discord side of generation jobs: turns the job manager's reports into edits of the member's
 * reply, and attaches the image when the job completes.
 */
export function createGenerationPresenter(deps: GenerationPresenterDependencies): JobObserver {
  const now = deps.now ?? Date.now;

  const editReply = async (job: GenerationJob, message: RenderedMessage, file?: Buffer) => {
    const target = asReplyTarget(job.target);
    const route = Routes.webhookMessage(target.applicationId, target.token, '@original');
    const name = imageFileName(job.id);
    await deps.rest.patch(route, {
      auth: false,
      body: toApiMessage(message, file ? [{ id: 0, filename: name }] : []),
      files: file ? [{ name, data: file, key: 'files[0]', contentType: 'image/png' }] : undefined,
    });
  };

  return {
    async onUpdate(job) {
      await editReply(job, renderProgress(generationViewOf(job, now())));
    },
    async onFinished(job) {
      const view = generationViewOf(job, now());
      if (job.state !== 'completed' || !job.imageUrl) {
        await editReply(job, renderFailure(view));
        return;
      }
      const { attachmentSizeLimit } = asReplyTarget(job.target);
      const image = await deps.api.downloadImage(job.imageUrl, { maxBytes: attachmentSizeLimit });
      await editReply(
        job,
        renderResult(view, { kind: 'attachment', fileName: imageFileName(job.id) }),
        image,
      );
    },
  };
}
