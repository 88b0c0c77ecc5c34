import { DiscordSDK } from '@discord/embedded-app-sdk';
import { BrushCanvas, type Tool } from './brush-canvas.js';
import { type Launch, PainterClient } from './painter-client.js';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

/** Says `text` under the tools; `state` is the page's, for its style and for tests. */
function say(text: string, state?: string): void {
  byId('status').textContent = text;
  if (state) document.body.dataset.state = state;
}

/**
 * Signs the member in as Discord documents for an Activity: the SDK's handshake, `authorize`
 * (a code, on the member's consent), the code exchanged by the bot's server (the client secret
 * stays there), then `authenticate` with the access token.
 */
async function signIn(client: PainterClient): Promise<void> {
  const clientId = document.querySelector<HTMLMetaElement>('meta[name="client-id"]')?.content;
  if (!clientId) throw new Error('no client id');
  const sdk = new DiscordSDK(clientId, { disableConsoleLogOverride: true });
  await sdk.ready();
  const { code } = await sdk.commands.authorize({
    client_id: clientId,
    response_type: 'code',
    state: '',
    prompt: 'none',
    scope: ['identify'],
  });
  const accessToken = await client.exchange(code);
  await sdk.commands.authenticate({ access_token: accessToken });
  client.signedIn(accessToken, sdk.instanceId);
}

/** Lays the launch's image, words and tools out, and sends the mask on Send. */
async function paint(client: PainterClient, launch: Launch): Promise<void> {
  const { texts } = launch;
  document.title = texts.title;
  byId('title').textContent = texts.title;
  byId('brush-label').textContent = texts.brush;
  byId('eraser-label').textContent = texts.eraser;
  byId('size-label').textContent = texts.size;
  byId('clear').textContent = texts.clear;
  byId('prompt-label').textContent = texts.prompt;
  byId('send').textContent = texts.send;
  byId<HTMLTextAreaElement>('prompt').value = launch.prompt;
  const image = byId<HTMLImageElement>('image');
  image.src = URL.createObjectURL(await client.image());
  await image.decode();
  const brush = new BrushCanvas(byId('paint'), launch.width, launch.height);
  const size = byId<HTMLInputElement>('size');
  size.addEventListener('input', () => {
    brush.size = Number(size.value);
  });
  byId('mode').addEventListener('change', (event) => {
    brush.tool = (event.target as HTMLInputElement).value as Tool;
  });
  byId('clear').addEventListener('click', () => brush.clear());
  const send = byId<HTMLButtonElement>('send');
  byId('tools').addEventListener('submit', (event) => {
    event.preventDefault();
    if (!brush.painted) return say(texts.nothingPainted);
    send.disabled = true;
    say(texts.sending, 'sending');
    const prompt = byId<HTMLTextAreaElement>('prompt').value;
    brush
      .maskPng()
      .then((mask) => client.send(mask, prompt))
      .then((sent) => say(sent, 'sent'))
      .catch((error: unknown) => {
        send.disabled = false;
        say(error instanceof Error ? error.message : texts.failed, 'painting');
      });
  });
  send.disabled = false;
  say('', 'painting');
}

async function start(): Promise<void> {
  const client = new PainterClient();
  await signIn(client);
  await paint(client, await client.launch());
}

start().catch((error: unknown) => {
  say(error instanceof Error ? error.message : String(error), 'failed');
});
