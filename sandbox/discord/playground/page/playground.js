/**
 * The playground page: the sidebar (channel, acting member, notes to copy), the channel as the
 * acting member sees it (redrawn on every change the emulator reports), the command bar and forms.
 */
import { openActivity } from './activity-frame.js';
import {
  clickButton,
  gpuAction,
  loadGpus,
  loadMessages,
  loadWorld,
  selectValues,
  session,
  submitForm,
  useApp,
  watchChanges,
} from './api-client.js';
import { setupCommandBar } from './command-bar.js';
import { openModal } from './modal-form.js';
import { renderMessage } from './render-message.js';
import { nameMentions } from './render-text.js';

/** How long an error stays on screen. */
const TOAST_MS = 6_000;

const world = await loadWorld();
session.member = world.members[0].id;
session.channel = world.channels[0].id;
nameMentions(
  [world.bot, ...world.members, ...world.roles, ...world.channels].map((e) => [
    e.id,
    e.username ?? e.name,
  ]),
);
const list = document.getElementById('messages');
const toast = document.getElementById('toast');
let toastTimer;

function showError(error) {
  toast.textContent = error.message;
  toast.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    toast.hidden = true;
  }, TOAST_MS);
}

/** Opens the form an action was answered with, if any; says so when the bot did not answer. */
function onAnswer(answer) {
  if (!answer.acknowledged)
    showError(
      new Error(
        'The bot did not answer within 3 seconds: Discord shows "This interaction failed".',
      ),
    );
  if (answer.activity) return openActivity(answer.activity.frame, world);
  if (!answer.modal) return;
  openModal(answer.modal, world, async (values) =>
    onAnswer(await submitForm(answer.interaction, values)),
  );
}

const act = {
  click: (message, customId) => clickButton(message, customId).then(onAnswer, showError),
  app: (message, name) => useApp(message, name).then(onAnswer, showError),
  select: (message, customId, values, kind) =>
    selectValues(message, customId, values, kind).then(onAnswer, showError),
};

/** What is drawn, by message id: the JSON it was drawn from and its element (kept while unchanged). */
let drawn = new Map();
let stickToBottom = true;
list.addEventListener('scroll', () => {
  stickToBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
});
list.addEventListener(
  'load',
  () => {
    if (stickToBottom) list.scrollTop = list.scrollHeight;
  },
  true,
);

function draw(messages) {
  const next = new Map();
  const nodes = messages.map((message) => {
    const json = JSON.stringify(message);
    const old = drawn.get(message.id);
    const node = old?.json === json ? old.node : renderMessage(message, act, world);
    next.set(message.id, { json, node });
    return node;
  });
  list.replaceChildren(...nodes);
  drawn = next;
  if (stickToBottom) list.scrollTop = list.scrollHeight;
}

let loading = false;
let again = false;
/** Redraws the channel; changes arriving meanwhile cause one more redraw, not one each. */
async function refresh() {
  if (loading) {
    again = true;
    return;
  }
  loading = true;
  try {
    do {
      again = false;
      draw(await loadMessages());
    } while (again);
  } catch (error) {
    showError(error);
  } finally {
    loading = false;
  }
}

/** A sidebar list of `items`; picking one sets `session[key]` and redraws. */
function picker(id, items, key, describe) {
  const root = document.getElementById(id);
  const entries = items.map((item) => {
    const button = document.createElement('button');
    button.type = 'button';
    describe(button, item);
    button.setAttribute('aria-pressed', String(session[key] === item.id));
    button.addEventListener('click', () => {
      session[key] = item.id;
      for (const b of buttons) b.setAttribute('aria-pressed', String(b === button));
      if (key === 'channel') document.getElementById('channel-name').textContent = item.name;
      drawn = new Map();
      stickToBottom = true;
      refresh();
    });
    const entry = document.createElement('li');
    entry.append(button);
    return entry;
  });
  const buttons = entries.map((entry) => entry.firstChild);
  root.replaceChildren(...entries);
}

document.getElementById('server-name').textContent = world.guild.name;
document.getElementById('channel-name').textContent = world.channels[0].name;
picker('channels', world.channels, 'channel', (button, channel) => {
  button.textContent = `# ${channel.name}`;
});
picker('members', world.members, 'member', (button, member) => {
  button.textContent = member.username;
  const role = document.createElement('span');
  role.className = 'role';
  role.textContent = member.role;
  button.append(role);
  button.dataset.member = member.username;
});
for (const note of world.notes) {
  const label = document.createElement('div');
  label.textContent = note.label;
  const value = document.createElement('code');
  value.className = 'note-value';
  value.textContent = note.value;
  document.getElementById('notes').append(label, value);
}
/** The pool's GPUs, each with its state and Kill or Restart (none: the section stays hidden). */
async function drawGpus(gpus) {
  const section = document.getElementById('gpus');
  section.hidden = gpus.length === 0;
  const entries = gpus.map(({ number, state }) => {
    const entry = document.createElement('li');
    entry.className = 'gpu';
    entry.dataset.gpu = String(number);
    entry.dataset.state = state;
    const name = document.createElement('span');
    name.textContent = `GPU ${number} · ${state === 'up' ? '🟢 up' : `🔴 ${state}`}`;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'button secondary';
    const action = state === 'up' ? 'kill' : 'restart';
    button.textContent = action === 'kill' ? 'Kill' : 'Restart';
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        drawGpus(await gpuAction(number, action));
      } catch (error) {
        showError(error);
      }
    });
    entry.append(name, button);
    return entry;
  });
  document.getElementById('gpu-list').replaceChildren(...entries);
}

drawGpus(await loadGpus());
setupCommandBar(world, onAnswer, showError);
watchChanges(refresh);
document.body.dataset.ready = 'true';
