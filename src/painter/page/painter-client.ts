/** The page's words, in the member's language (the server's `painterTexts`). */
export interface Texts {
  readonly title: string;
  readonly brush: string;
  readonly eraser: string;
  readonly size: string;
  readonly clear: string;
  readonly prompt: string;
  readonly send: string;
  readonly sending: string;
  readonly nothingPainted: string;
  readonly failed: string;
}

/** What the bot kept of the member's launch: the image's size, its prompt, the page's words. */
export interface Launch {
  readonly width: number;
  readonly height: number;
  readonly prompt: string;
  readonly texts: Texts;
}

/** How many times the launch is asked for while the bot may still be keeping it. */
const LAUNCH_TRIES = 5;
const RETRY_MS = 400;

/** An answer of the bot's server that says what went wrong, in the member's words. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => ({}))) as { error?: unknown };
  return new Error(typeof body.error === 'string' ? body.error : `HTTP ${response.status}`);
}

/**
 * The page's calls to the bot's server, relative to the page (Discord's proxy maps them to the
 * bot's address), each with the member's access token once signed in.
 */
export class PainterClient {
  #token = '';
  #instance = '';

  /** The access token for the code `authorize` gave (the server holds the client secret). */
  async exchange(code: string): Promise<string> {
    const response = await fetch('api/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    if (!response.ok) throw await failure(response);
    return ((await response.json()) as { access_token: string }).access_token;
  }

  signedIn(token: string, instanceId: string): void {
    this.#token = token;
    this.#instance = instanceId;
  }

  #url(path: string): string {
    return `${path}?instance_id=${encodeURIComponent(this.#instance)}`;
  }

  #auth(): HeadersInit {
    return { authorization: `Bearer ${this.#token}` };
  }

  /** The member's launch in this instance (asked again while the bot may still be keeping it). */
  async launch(): Promise<Launch> {
    for (let attempt = 1; ; attempt += 1) {
      const response = await fetch(this.#url('api/launch'), { headers: this.#auth() });
      if (response.ok) return (await response.json()) as Launch;
      if (response.status !== 404 || attempt >= LAUNCH_TRIES) throw await failure(response);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  /** The card's image. */
  async image(): Promise<Blob> {
    const response = await fetch(this.#url('api/launch/image'), { headers: this.#auth() });
    if (!response.ok) throw await failure(response);
    return response.blob();
  }

  /** Sends the mask and the prompt; resolves with the bot's words for "sent". */
  async send(mask: Blob, prompt: string): Promise<string> {
    const form = new FormData();
    form.set('mask', mask, 'mask.png');
    form.set('prompt', prompt);
    const response = await fetch(this.#url('api/launch/mask'), {
      method: 'POST',
      headers: this.#auth(),
      body: form,
    });
    if (!response.ok) throw await failure(response);
    return ((await response.json()) as { sent: string }).sent;
  }
}
