import { hash32, type Prng } from '../prng.js';
import type { EmulatedTask, ServedImage, TaskFate, TaskRecord } from './emulated-task.js';
import { taskStateAt } from './emulated-task.js';
import type { GenerationParams } from './generation-params.js';
import type { TaskDurations } from './image-api-options.js';
import { renderImage } from './image-renderer.js';
import type { UserRecord } from './user-registry.js';
import { familyOf } from './workflow.js';

/** What a {@link TaskRegistry} needs. */
export interface TaskRegistryOptions {
  now: () => number;
  prng: Prng;
  durations: TaskDurations;
  timeScale: number;
  /** Base URL of `image_url`, without trailing slash. */
  imageBase: () => string;
}

const IMAGE_CACHE_SIZE = 64;

/** Every task created, with id generation, timing and a bounded cache of rendered images. */
export class TaskRegistry {
  private readonly tasks = new Map<string, TaskRecord>();
  private readonly images = new Map<string, Promise<Buffer>>();
  private readonly nextServed: ServedImage[] = [];
  private nextNumericId: number;

  constructor(private readonly options: TaskRegistryOptions) {
    this.nextNumericId = options.prng.int(1_000_000, 9_000_000);
  }

  create(user: UserRecord, params: GenerationParams, fate: TaskFate): TaskRecord {
    const { prng, durations, timeScale } = this.options;
    const family = familyOf(params.workflow);
    const id = family === 'rr3' ? this.numericId() : this.uuid();
    const served = this.nextServed.shift();
    const [min, max] = family === 'rr3' ? durations.rr3 : durations.nodeGraph;
    const durationMs = (min + prng.next() * (max - min)) * timeScale;
    const task: TaskRecord = {
      id,
      family,
      workflow: params.workflow,
      userId: user.id,
      userName: user.name,
      params,
      seed: params.seed === -1 ? hash32(`seed:${id}`) : params.seed,
      createdAt: this.options.now(),
      pendingMs: durationMs * (0.1 + prng.next() * 0.2),
      durationMs,
      fate,
      imageUrl: `${this.options.imageBase()}/images/${id}.png`,
      ...(served && { served }),
    };
    this.tasks.set(id, task);
    return task;
  }

  get(id: string): TaskRecord | undefined {
    return this.tasks.get(id);
  }

  snapshot(id: string): EmulatedTask | undefined {
    const task = this.tasks.get(id);
    return task && { ...task, ...taskStateAt(task, this.options.now()) };
  }

  /** The next tasks created, one each in turn, serve these files as their image. */
  serveNext(images: readonly ServedImage[]): void {
    this.nextServed.push(...images);
  }

  /** The image of `task`: the file it serves, or its PNG, rendered once and kept in a small cache. */
  image(task: TaskRecord): Promise<Buffer> {
    if (task.served) return Promise.resolve(task.served.body);
    let image = this.images.get(task.id);
    if (!image) {
      const { width, height, prompt } = task.params;
      image = renderImage({ width, height, prompt, seed: task.seed });
      this.images.set(task.id, image);
      if (this.images.size > IMAGE_CACHE_SIZE) {
        this.images.delete(this.images.keys().next().value as string);
      }
    }
    return image;
  }

  private uuid(): string {
    let id = this.options.prng.uuid();
    while (this.tasks.has(id)) id = this.options.prng.uuid();
    return id;
  }

  private numericId(): string {
    this.nextNumericId += this.options.prng.int(1, 9);
    return String(this.nextNumericId);
  }
}
