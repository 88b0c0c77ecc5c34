import type { FaultAndStatsControls } from '../emulator-kit/emulator-controls.js';
import type { EmulatedTask, ServedImage, TaskFate } from './emulated-task.js';
import type { ImageApiFaults } from './image-api-faults.js';
import type { SeedUser } from './image-api-options.js';
import type { ImageApiStats } from './image-api-stats.js';

/** A running image-service emulator, as `startImageApi` returns it. */
export interface ImageApi extends FaultAndStatsControls<ImageApiFaults, ImageApiStats> {
  /** Base URL without trailing slash, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Stops listening and destroys open sockets; pending latency sleeps end. Idempotent. */
  close(): Promise<void>;
  /**
   * Stops listening and destroys every open socket, so that connections are refused
   * (`ECONNREFUSED`) for `ms` real milliseconds; then listens again on the same port. Resolves
   * once connections are refused.
   */
  refuseConnections(ms: number): Promise<void>;
  /** Adds a user; throws when the name or login token is taken. */
  addUser(user: SeedUser): void;
  /** Creates an active key for `userName` (throws for an unknown user). */
  issueKey(userName: string): string;
  /** Main plus unexpired temporary credits of `userName`, per the emulator's clock. */
  balanceOf(userName: string): number;
  /** Sets the main-account credits of `userName` (temporary grants are untouched). */
  setCredits(userName: string, credits: number): void;
  /** Adds a temporary grant to `userName` that stops counting at `expiresAt` (clock time). */
  grantTemporaryCredits(userName: string, amount: number, expiresAt: number): void;
  /** A snapshot of a task (params, family, state and progress now, imageUrl), or undefined. */
  task(taskId: string): EmulatedTask | undefined;
  /** Changes how an existing task ends (throws for an unknown task). */
  setTaskFate(taskId: string, fate: TaskFate): void;
  /**
   * The next accepted submissions, one each in turn, serve these files as their image instead of
   * a rendered PNG (the URL stays `…/images/<id>.png`, as a service that gets the format wrong).
   */
  serveNextImages(images: readonly ServedImage[]): void;
  /** The exact bytes served for the task, whatever its state; rejects for an unknown task. */
  imageFor(taskId: string): Promise<Buffer>;
}
