import { randomUUID } from 'node:crypto';
import type { IdFactory } from '../id-factory.js';

/** Where an Activity instance runs: a server's channel (`gc`) or a private channel (`pc`). */
export interface ActivityLocation {
  /** `gc-<guild>-<channel>` or `pc-<channel>`, as Discord names a location. */
  readonly id: string;
  readonly kind: 'gc' | 'pc';
  readonly channelId: string;
  readonly guildId: string | null;
}

/** One running Activity: where it runs and who joined it. */
export interface ActivityInstance {
  /** What the SDK reads as `instance_id` (`i-<launch>-gc-<guild>-<channel>`). */
  readonly id: string;
  readonly launchId: string;
  readonly location: ActivityLocation;
  /** Everyone who launched or joined it, in order. */
  readonly users: string[];
}

/** A launch as a member's client opens it: the instance and the frame it gets. */
export interface ActivityLaunch {
  readonly instance: ActivityInstance;
  readonly userId: string;
  /** The interaction answered with `LAUNCH_ACTIVITY`. */
  readonly interactionId: string;
  /** A fresh frame id (a UUID) per client that opens the Activity (the SDK's `frame_id`). */
  readonly frameId: string;
}

/**
 * The application flag Discord sets once Activities are enabled for the app (`EMBEDDED`,
 * `1 << 17`): only such an app may answer an interaction with `LAUNCH_ACTIVITY`.
 */
export const EMBEDDED_FLAG = 1 << 17;

/**
 * The application's Activity as its Developer Portal page sets it (Activities enabled, the URL
 * mapping of `/` to the app's public address) and its running instances. Discord keeps one
 * instance per place: launching where one runs joins it.
 */
export class ActivityStore {
  #enabled = false;
  #url: string | undefined;
  readonly #instances = new Map<string, ActivityInstance>();
  readonly #byLocation = new Map<string, ActivityInstance>();
  readonly #launches: ActivityLaunch[] = [];

  constructor(private readonly ids: IdFactory) {}

  /** Whether the app has Activities enabled (its `EMBEDDED` flag); LAUNCH_ACTIVITY needs it. */
  get enabled(): boolean {
    return this.#enabled;
  }

  /** The application's flags as far as Activities go: {@link EMBEDDED_FLAG} while enabled. */
  get flags(): number {
    return this.#enabled ? EMBEDDED_FLAG : 0;
  }

  /** The target of the root URL mapping (`/` → this address); undefined while none is set. */
  get url(): string | undefined {
    return this.#url;
  }

  /** Enables Activities (the Developer Portal's switch), with no URL mapping yet. */
  enable(): void {
    this.#enabled = true;
  }

  /**
   * Enables Activities with `/` mapped to `url`, or disables them (undefined): the flag cleared,
   * the mapping and the running instances gone.
   */
  configure(url: string | undefined): void {
    this.#url = url;
    this.#enabled = url !== undefined;
    if (!url) {
      this.#instances.clear();
      this.#byLocation.clear();
    }
  }

  /** A member launches the Activity in a channel: the place's running instance, else a new one. */
  launch(input: {
    userId: string;
    guildId: string | null;
    channelId: string;
    interactionId: string;
  }): ActivityLaunch {
    const { guildId, channelId } = input;
    const location: ActivityLocation = guildId
      ? { id: `gc-${guildId}-${channelId}`, kind: 'gc', channelId, guildId }
      : { id: `pc-${channelId}`, kind: 'pc', channelId, guildId: null };
    let instance = this.#byLocation.get(location.id);
    if (!instance) {
      const launchId = this.ids.snowflake();
      instance = { id: `i-${launchId}-${location.id}`, launchId, location, users: [] };
      this.#instances.set(instance.id, instance);
      this.#byLocation.set(location.id, instance);
    }
    if (!instance.users.includes(input.userId)) instance.users.push(input.userId);
    const launch = {
      instance,
      userId: input.userId,
      interactionId: input.interactionId,
      frameId: randomUUID(),
    };
    this.#launches.push(launch);
    return launch;
  }

  /** An instance by its id; undefined when unknown or ended. */
  instance(id: string): ActivityInstance | undefined {
    return this.#instances.get(id);
  }

  /** Every launch so far, oldest first. */
  get launches(): readonly ActivityLaunch[] {
    return this.#launches;
  }
}
