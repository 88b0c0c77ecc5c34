import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { Logger } from '../core/logger.js';
import type { ClassifyReply, ClassifyRequest } from './classify-protocol.js';

/** The model's probability of each of its classes, each in [0, 1], together 1. */
export interface ImageScores {
  readonly drawing: number;
  readonly hentai: number;
  readonly neutral: number;
  readonly porn: number;
  readonly sexy: number;
}

/** What checking an image found: its scores, or that it could not be checked (and why, for logs). */
export type ImageCheck =
  | { readonly checked: true; readonly scores: ImageScores; readonly cpuMs: number }
  | { readonly checked: false; readonly problem: string };

/** Classifies finished images before they are posted. */
export interface ImageClassifier {
  /** Never rejects: a dead, failing or slow classifier answers `checked: false`. */
  check(image: Uint8Array): Promise<ImageCheck>;
  /** Stops the thread; a later check starts it again. */
  close(): Promise<void>;
}

/** Options of {@link createImageClassifier}. */
export interface ImageClassifierOptions {
  readonly logger: Logger;
  /** How long one image may take, the model's first load included. @default 60 s */
  readonly timeoutMs?: number;
}

const CLASSES = ['drawing', 'hentai', 'neutral', 'porn', 'sexy'] as const;

/** The worker's file beside this one: compiled (`dist/`), or the source run by Node.js itself. */
function workerFile(): URL {
  const compiled = new URL('./classify-worker.js', import.meta.url);
  return existsSync(compiled) ? compiled : new URL('./classify-worker.ts', import.meta.url);
}

const scoresOf = (raw: Readonly<Record<string, number>>): ImageScores | undefined =>
  CLASSES.every((name) => Number.isFinite(raw[name]))
    ? (Object.fromEntries(CLASSES.map((name) => [name, raw[name]])) as unknown as ImageScores)
    : undefined;

/**
 * The classifier on a worker thread of this process, started on the first check (the model loads
 * then, in the thread) and kept for the next ones. A thread that dies or errs fails the checks it
 * had and is started again by the next one; a check past `timeoutMs` fails and ends the thread.
 */
export function createImageClassifier(options: ImageClassifierOptions): ImageClassifier {
  const logger = options.logger.child({ component: 'image-classifier' });
  const timeoutMs = options.timeoutMs ?? 60_000;
  const pending = new Map<number, (check: ImageCheck) => void>();
  let worker: Worker | undefined;
  let nextId = 0;

  const failAll = (problem: string) => {
    for (const settle of pending.values()) settle({ checked: false, problem });
    pending.clear();
  };

  const start = (): Worker => {
    const started = new Worker(workerFile());
    started.unref();
    started.on('message', (reply: ClassifyReply) => {
      const settle = pending.get(reply.id);
      pending.delete(reply.id);
      if (!settle) return;
      if ('error' in reply) return settle({ checked: false, problem: reply.error });
      const scores = scoresOf(reply.scores);
      settle(
        scores
          ? { checked: true, scores, cpuMs: reply.cpuMs }
          : { checked: false, problem: 'the model answered no score' },
      );
    });
    const ended = (problem: string) => {
      if (worker !== started) return;
      worker = undefined;
      logger.warn('the image classifier stopped', { problem });
      failAll(problem);
    };
    started.on('error', (error) => ended(error.message));
    started.on('exit', (code) => ended(`its thread exited (${code})`));
    return started;
  };

  return {
    check(image) {
      const id = ++nextId;
      return new Promise<ImageCheck>((resolve) => {
        const timer = setTimeout(() => {
          if (!pending.has(id)) return;
          const stuck = worker;
          worker = undefined;
          failAll(`no answer within ${timeoutMs} ms`);
          void stuck?.terminate();
        }, timeoutMs);
        timer.unref();
        pending.set(id, (check) => {
          clearTimeout(timer);
          resolve(check);
        });
        try {
          worker ??= start();
          worker.postMessage({ id, image } satisfies ClassifyRequest);
        } catch (error) {
          pending.get(id)?.({ checked: false, problem: String(error) });
          pending.delete(id);
        }
      });
    },
    async close() {
      const stopping = worker;
      worker = undefined;
      failAll('the classifier was closed');
      await stopping?.terminate();
    },
  };
}
