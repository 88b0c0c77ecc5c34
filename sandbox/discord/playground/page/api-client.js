/**
 * The page's side of the playground endpoint: who acts where (the one state every view reads),
 * the world, a channel as the acting member sees it, the change feed, and the member's actions.
 */

/** Who acts, where; set by the sidebar, read by every action. */
export const session = { member: '', channel: '' };

/** A refusal from the endpoint or the emulator, shown to the person as it is worded. */
export class ActionError extends Error {}

async function call(method, path, body) {
  const response = await fetch(path, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new ActionError(answer.error ?? `HTTP ${response.status}`);
  return answer;
}

/** The server, its channels, members, roles, notes and registered commands. */
export const loadWorld = () => call('GET', '/api/world');

/** The backend pool's GPUs: their numbers and states (`up`, `killed`, `partitioned`). */
export const loadGpus = () => call('GET', '/api/gpus');

/** Kills (`kill`) or restarts (`restart`) GPU `number`; its states after. */
export const gpuAction = (number, action) => call('POST', '/api/gpu', { number, action });

/** The current channel as the acting member sees it, oldest first. */
export function loadMessages() {
  const query = new URLSearchParams({ channel: session.channel, member: session.member });
  return call('GET', `/api/messages?${query}`);
}

/** Calls `onChange` whenever a message or an interaction's answer changes. */
export function watchChanges(onChange) {
  const feed = new EventSource('/api/events');
  feed.onmessage = () => onChange();
  return feed;
}

/** A slash command (`focused`: an autocomplete request instead). */
export const runCommand = (command) =>
  call('POST', '/api/command', { ...command, member: session.member, channel: session.channel });

/** A click on a message's button. */
export const clickButton = (message, customId) =>
  call('POST', '/api/click', { member: session.member, message, customId });

/** A pick in a message's select (`kind`: 'roles', 'channels', or a string select). */
export const selectValues = (message, customId, values, kind) =>
  call('POST', '/api/select', { member: session.member, message, customId, values, kind });

/** Submits the form `interaction` was answered with. */
export const submitForm = (interaction, values) =>
  call('POST', '/api/submit', { member: session.member, interaction, values });

/** A message command (Apps → `name`) used on a message. */
export const useApp = (message, name) =>
  call('POST', '/api/apps', { member: session.member, message, name });

/** The member's own chat message in the current channel, with the files attached (`fileUpload`). */
export const say = (content, files = []) =>
  call('POST', '/api/say', { member: session.member, channel: session.channel, content, files });

/** A file from an `<input type="file">` as the endpoint takes it (base64). */
export async function fileUpload(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return {
    name: file.name,
    data: btoa(binary),
    contentType: file.type || 'application/octet-stream',
  };
}
