/**
 * An Activity a click launched, opened as Discord's client opens it: its page in a frame (through
 * the playground's proxy of the app's URL mapping, with Discord's query), and the client's side of
 * the Embedded App SDK's messages (`postMessage`): the handshake answered with READY, `AUTHORIZE`
 * and `AUTHENTICATE` answered by the emulator for the member who launched it, any other command
 * refused, `CLOSE` closing the frame.
 */
import { session } from './api-client.js';

/** The SDK's opcodes. */
const HANDSHAKE = 0;
const FRAME = 1;
const CLOSE = 2;
/** RPC error codes (the SDK's `RPCErrorCodes`). */
const UNKNOWN_ERROR = 1000;
const INVALID_COMMAND = 4002;

const dialog = document.getElementById('activity');
const frame = document.getElementById('activity-frame');
document.getElementById('activity-close').addEventListener('click', () => closeActivity());

let current;

function closeActivity() {
  current = undefined;
  frame.src = 'about:blank';
  dialog.close();
}

async function relay(path, body) {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw { code: UNKNOWN_ERROR, message: answer.error ?? 'failed' };
  if (answer.rpcError) throw answer.rpcError;
  return answer;
}

/** The member's client answering one SDK command. */
function answerCommand(cmd, args) {
  const { member } = current;
  if (cmd === 'AUTHORIZE')
    return relay('/api/activity/authorize', {
      member: member.id,
      clientId: args?.client_id,
      scopes: args?.scope ?? [],
    });
  if (cmd === 'AUTHENTICATE')
    return relay('/api/activity/authenticate', {
      member: member.id,
      accessToken: args?.access_token,
    });
  return Promise.reject({ code: INVALID_COMMAND, message: `${cmd} is not emulated` });
}

const send = (payload) => frame.contentWindow?.postMessage([FRAME, payload], location.origin);

window.addEventListener('message', (event) => {
  if (!current || event.source !== frame.contentWindow || event.origin !== location.origin) return;
  const [opcode, data] = Array.isArray(event.data) ? event.data : [];
  if (opcode === HANDSHAKE) {
    if (data?.frame_id !== current.frameId || data?.client_id !== current.clientId) return;
    const { id, username } = current.member;
    send({
      cmd: 'DISPATCH',
      evt: 'READY',
      nonce: null,
      data: {
        v: 1,
        config: {
          cdn_host: 'cdn.discordapp.com',
          api_endpoint: '//discord.com/api',
          environment: 'production',
        },
        user: { id, username, discriminator: '0' },
      },
    });
  } else if (opcode === FRAME && data?.nonce) {
    answerCommand(data.cmd, data.args).then(
      (answer) => send({ cmd: data.cmd, evt: null, nonce: data.nonce, data: answer }),
      (error) => send({ cmd: data.cmd, evt: 'ERROR', nonce: data.nonce, data: error }),
    );
  } else if (opcode === CLOSE) {
    closeActivity();
  }
});

/** Opens the Activity at `frameUrl` for the acting member, as Discord's client does. */
export function openActivity(frameUrl, world) {
  const query = new URL(frameUrl, location.href).searchParams;
  current = {
    frameId: query.get('frame_id'),
    clientId: world.bot.id,
    member: world.members.find((m) => m.id === session.member),
  };
  frame.src = frameUrl;
  dialog.showModal();
}
