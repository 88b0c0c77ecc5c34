import type { UserText, UserTextValue } from '../core/app-error.js';
import { text } from '../i18n/localized-text.js';
import type { Translator } from '../i18n/translator.js';
import {
  type BackendRegistry,
  ORIGINAL_BACKEND_ID,
  type RegisteredBackend,
} from './backend-registry.js';

/**
 * How a text names the image backend it speaks of. Catalog messages select on `original` (`yes`:
 * the service the bot was built for, in its texts as they always were; any other value: the
 * sentence that names `backend`). A text made where its backend is not known (a backend's error)
 * carries none of these: the translator reads it neutrally (`original: unknown`, "the image
 * backend") unless {@link nameBackend} named it where it is shown.
 */
export type BackendNaming = {
  /** `yes`: the original service; `no`: another backend, by its name. */
  readonly original: 'yes' | 'no';
  /** The name the operator gave it. */
  readonly backend: string;
  /**
   * `no`: the original service left unnamed (`IMAGE_SERVICE_NAME` unset), which a text calls "the
   * image service" in its own words; `yes`: a text may say `backend` (also when none is known).
   */
  readonly named: 'yes' | 'no';
  /** Its balance unit as it declares it (`credits`, `kudos`), or "usage" when it keeps no balance. */
  readonly unit: UserTextValue;
  /** What a member has there: keys and a balance, keys only, or neither (no accounts). */
  readonly accounts: 'balance' | 'keys' | 'none';
  /** `yes`: members can create a key through the bot (`/apikey generate`, `keys.creation`). */
  readonly creates: 'yes' | 'no';
};

/** How texts name `registered`: by the operator's name and its balance unit, or as the original. */
export function namingOf(registered: RegisteredBackend): BackendNaming {
  const { id, name, backend, signup } = registered;
  const { balance, keys } = backend.capabilities;
  return {
    original: id === ORIGINAL_BACKEND_ID ? 'yes' : 'no',
    backend: name,
    named: id !== ORIGINAL_BACKEND_ID || signup.name !== undefined ? 'yes' : 'no',
    unit: balance?.unit ?? text('service.usageUnit'),
    accounts: balance ? 'balance' : keys.member || keys.server ? 'keys' : 'none',
    creates: keys.creation === 'none' ? 'no' : 'yes',
  };
}

/**
 * `said` (and each text nested in it) naming the backend `naming` describes wherever it does not
 * name one itself: what a backend's error or a stored failure says, shown where the server's or
 * the job's backend is known. Values a text was given keep theirs.
 */
export function nameBackend<T extends UserText>(said: T, naming: BackendNaming | undefined): T {
  if (!naming) return said;
  const values: Record<string, UserTextValue> = { ...naming };
  for (const [name, value] of Object.entries(said.values ?? {})) {
    values[name] = typeof value === 'object' ? nameBackend(value, naming) : value;
  }
  return { ...said, values };
}

/**
 * `t`, naming the backend `naming` describes in every text that names none itself: the translator
 * of a card, a Details answer or any message about one backend's work.
 */
export function namedTranslator(t: Translator, naming: BackendNaming | undefined): Translator {
  if (!naming) return t;
  return {
    ...t,
    t: (key, values) => t.text(nameBackend(values ? { key, values } : { key }, naming)),
    text: (said, fallback) => t.text(nameBackend(said, naming), fallback),
  };
}

/** How texts name the backend an id names (absent: the original), when it is still configured. */
export const namingIn =
  (registry: Pick<BackendRegistry, 'find'>) =>
  (backendId: string | undefined): BackendNaming | undefined => {
    const found = registry.find(backendId);
    return found && namingOf(found);
  };
