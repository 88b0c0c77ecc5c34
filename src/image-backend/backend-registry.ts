import { BackendNotConfiguredError } from './backend-errors.js';
import type { BackendCapabilities } from './capabilities.js';
import type { ImageBackend } from './image-backend.js';

/**
 * The id of the service the bot was built for. Jobs, keys and servers saved before backends were
 * named belong to it: an absent backend id reads as this one.
 */
export const ORIGINAL_BACKEND_ID = 'image-service';

/** A backend as members are told of it where they get a key: its name and sign-up page, each when known. */
export interface ServiceSignup {
  /** The operator's words (e.g. `IMAGE_SERVICE_NAME`), shown as plain text. */
  readonly name?: string;
  /** An http(s) page (e.g. `IMAGE_SERVICE_URL`). */
  readonly url?: string;
  /** Whether members also get login tokens there (to make keys through the bot). @default true */
  readonly loginTokens?: boolean;
}

/** A backend as the operator configured it: its id (stored with keys and jobs) and its name. */
export interface RegisteredBackend {
  /** Stable: saved with jobs, keys and server settings. */
  readonly id: string;
  /** What members read (`/help`, `/balance`, `/apikey`), as the operator named it. */
  readonly name: string;
  /** Where members get a key (and a login token) for it: shown with key errors, `/help`, `/apikey`. */
  readonly signup: ServiceSignup;
  readonly backend: ImageBackend;
}

/**
 * The backends this process serves, in the operator's order; the first serves a server that chose
 * none. Everything above the port finds a backend here by the id a server, key or job names.
 */
export class BackendRegistry {
  readonly #byId: ReadonlyMap<string, RegisteredBackend>;
  readonly #list: readonly RegisteredBackend[];

  constructor(backends: readonly RegisteredBackend[]) {
    const [first] = backends;
    if (!first) throw new Error('at least one image backend must be configured');
    this.#list = backends;
    this.#byId = new Map(backends.map((entry) => [entry.id, entry]));
    if (this.#byId.size !== backends.length) throw new Error('image backend ids must be unique');
  }

  /** Every configured backend, in the operator's order. */
  list(): readonly RegisteredBackend[] {
    return this.#list;
  }

  /** The backend of a server that chose none: the first configured. */
  get fallback(): RegisteredBackend {
    return this.#list[0] as RegisteredBackend;
  }

  /** The backend `id` names (absent: the original service), or undefined when it is not configured. */
  find(id: string | undefined): RegisteredBackend | undefined {
    return this.#byId.get(id ?? ORIGINAL_BACKEND_ID);
  }

  /**
   * What the backend `id` names takes and declares (absent id: the original service), or
   * undefined when it is not configured (a job or history entry of a backend since removed).
   */
  capabilitiesOf(id: string | undefined): BackendCapabilities | undefined {
    return this.find(id)?.backend.capabilities;
  }

  /**
   * The backend a stored key or job names (absent: the original service); a key is never sent to
   * another backend, so one no longer configured is refused ({@link BackendNotConfiguredError}).
   */
  of(id: string | undefined): RegisteredBackend {
    const found = this.find(id);
    if (!found) throw new BackendNotConfiguredError(id ?? ORIGINAL_BACKEND_ID);
    return found;
  }

  /** The backend a server chose (`undefined`: none, or one no longer configured): else the fallback. */
  forServer(chosen: string | undefined): RegisteredBackend {
    return (chosen !== undefined && this.#byId.get(chosen)) || this.fallback;
  }
}
