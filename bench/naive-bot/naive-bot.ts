import { type ChatInputCommandInteraction, Client, Events, GatewayIntentBits } from 'discord.js';

/** Where the naive bot connects, and how often it polls. */
export interface NaiveBotOptions {
  readonly discord: { readonly url: string; readonly token: string };
  readonly imageApiUrl: string;
  /** The image-service key of each member, by Discord user id. */
  readonly keys: ReadonlyMap<string, string>;
  /** One `setInterval` per task at this period (2500 ms at real speed). */
  readonly pollIntervalMs: number;
}

/** A running naive bot. */
export interface NaiveBot {
  readonly client: Client;
  /** Clears every poll timer and disconnects. */
  stop(): Promise<void>;
}

type Envelope<T> = { success: boolean; data: T | null; error: string | null };
type TaskStatus = { status: string; progress?: number; result?: { image_url: string } | null };

/**
 * A measuring stick, not product code: `/imagine` the way open-source peers write it. Defer,
 * submit, then one `setInterval` per task that GETs the status and edits the reply on EVERY poll
 * (no coalescing, no edit-only-on-change); on completion download the image and edit it in.
 */
export async function startNaiveBot(options: NaiveBotOptions): Promise<NaiveBot> {
  const api = new URL('/v1/index.php', options.imageApiUrl);
  const timers = new Set<NodeJS.Timeout>();
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: { api: `${options.discord.url}/api`, cdn: `${options.discord.url}/cdn` },
  });

  const call = async <T>(endpoint: string, key: string, init: RequestInit = {}, query = '') => {
    const response = await fetch(`${api}?endpoint=${endpoint}${query}`, {
      ...init,
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
    });
    const body = (await response.json()) as Envelope<T>;
    if (!body.success || !body.data) throw new Error(body.error ?? `HTTP ${response.status}`);
    return body.data;
  };

  const imagine = async (interaction: ChatInputCommandInteraction) => {
    await interaction.deferReply();
    const key = options.keys.get(interaction.user.id) ?? '';
    const task = await call<{ id: string }>('image_generation', key, {
      method: 'POST',
      body: JSON.stringify({
        prompt: interaction.options.getString('prompt', true),
        workflow: interaction.options.getString('workflow') ?? 'default',
        width: interaction.options.getInteger('width') ?? 512,
        height: interaction.options.getInteger('height') ?? 512,
      }),
    });
    let done = false;
    const timer = setInterval(async () => {
      try {
        const status = await call<TaskStatus>('task_status', key, {}, `&task_id=${task.id}`);
        if (done) return;
        if (status.status === 'completed' && status.result) {
          done = true;
          clearInterval(timer);
          timers.delete(timer);
          const image = Buffer.from(await (await fetch(status.result.image_url)).arrayBuffer());
          await interaction.editReply({
            content: 'Done!',
            files: [{ attachment: image, name: 'image.png' }],
          });
        } else if (status.status === 'failed') {
          done = true;
          clearInterval(timer);
          timers.delete(timer);
          await interaction.editReply('⚠️ Generation failed.');
        } else {
          await interaction.editReply(`Generating… ${status.progress ?? 0}% (${status.status})`);
        }
      } catch (error) {
        console.error(`naive bot: poll of ${task.id} failed: ${(error as Error).message}`);
      }
    }, options.pollIntervalMs);
    timers.add(timer);
  };

  client.on(Events.InteractionCreate, (interaction) => {
    if (!interaction.isChatInputCommand() || interaction.commandName !== 'imagine') return;
    imagine(interaction).catch((error: Error) => {
      console.error(`naive bot: /imagine failed: ${error.message}`);
    });
  });
  const ready = new Promise<void>((resolve) => client.once(Events.ClientReady, () => resolve()));
  await client.login(options.discord.token);
  await ready;
  return {
    client,
    async stop() {
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await client.destroy();
    },
  };
}
