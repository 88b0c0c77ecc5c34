/**
 * The message bar: pick a slash command as registered (subcommands and groups spelled out), fill
 * its options (choices, numbers, true/false, members, channels, roles, files; autocomplete asks
 * the bot as the member types), send it; text without a leading `/` is a chat message, with the
 * image attached by 📎 if one is (for "Edit this image" and "Describe this image"). A command's
 * file option left empty takes the image attached by 📎 (`/imagine image:`, `/describe image:`).
 */
import { fileUpload, runCommand, say } from './api-client.js';

const T = { sub: 1, group: 2, string: 3, integer: 4, boolean: 5, user: 6, channel: 7, role: 8 };
const T_MENTIONABLE = 9;
const T_NUMBER = 10;
const T_ATTACHMENT = 11;
/** How long typing pauses before autocomplete asks the bot. */
const AUTOCOMPLETE_PAUSE_MS = 250;

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Every runnable path: `/name`, `/name sub`, `/name group sub`, each with its options. */
export function commandPaths(commands) {
  const found = [];
  for (const command of commands) {
    const options = command.options ?? [];
    const nested = options.filter((o) => o.type === T.sub || o.type === T.group);
    if (nested.length === 0) found.push({ label: `/${command.name}`, name: command.name, options });
    for (const sub of nested) {
      const inner =
        sub.type === T.sub ? [[undefined, sub]] : (sub.options ?? []).map((s) => [sub, s]);
      for (const [group, leaf] of inner) {
        found.push({
          label: `/${command.name} ${group ? `${group.name} ` : ''}${leaf.name}`,
          name: command.name,
          ...(group ? { subcommandGroup: group.name } : {}),
          subcommand: leaf.name,
          options: leaf.options ?? [],
        });
      }
    }
  }
  return found.sort((a, b) => a.label.localeCompare(b.label));
}

function choiceList(choices, required) {
  const node = element('select');
  node.append(element('option', '', required ? 'Pick one' : '—'));
  node.firstChild.value = '';
  for (const choice of choices) {
    const entry = element('option', '', choice.name);
    entry.value = String(choice.value);
    node.append(entry);
  }
  return node;
}

/** The field of one option and how its value is read (undefined: left out). */
function field(option, world, path, read) {
  const entities = { [T.user]: world.members, [T_MENTIONABLE]: world.members };
  Object.assign(entities, { [T.channel]: world.channels, [T.role]: world.roles });
  let node;
  let suggestions;
  let value = () => (node.value === '' ? undefined : node.value);
  if (option.choices?.length) {
    node = choiceList(option.choices, option.required);
    if (option.type !== T.string)
      value = () => (node.value === '' ? undefined : Number(node.value));
  } else if (option.type === T.boolean) {
    node = choiceList(
      [
        { name: 'True', value: 'true' },
        { name: 'False', value: 'false' },
      ],
      option.required,
    );
    value = () => (node.value === '' ? undefined : node.value === 'true');
  } else if (entities[option.type]) {
    node = choiceList(
      entities[option.type].map((e) => ({ name: e.name ?? e.username, value: e.id })),
      option.required,
    );
    value = () => (node.value === '' ? undefined : { id: node.value });
  } else if (option.type === T_ATTACHMENT) {
    node = element('input');
    node.type = 'file';
    value = () => node.files[0];
  } else {
    node = element('input');
    const numeric = option.type === T.integer || option.type === T_NUMBER;
    node.type = numeric ? 'number' : 'text';
    if (option.type === T.integer) node.step = '1';
    if (option.min_value !== undefined) node.min = String(option.min_value);
    if (option.max_value !== undefined) node.max = String(option.max_value);
    if (option.max_length !== undefined) node.maxLength = option.max_length;
    if (numeric) value = () => (node.value === '' ? undefined : Number(node.value));
    if (option.autocomplete) suggestions = autocomplete(node, option, path, read);
  }
  node.name = option.name;
  // A required file may come from 📎 instead: the emulator says when neither gave one.
  node.required = option.required === true && option.type !== T_ATTACHMENT;
  node.title = option.description ?? '';
  const label = element('label', 'option');
  label.append(element('span', '', `${option.name}${option.required ? ' *' : ''}`), node);
  if (suggestions) label.append(suggestions);
  return { label, option, value };
}

/** The bot's choices for `node`, asked as the member types (an autocomplete interaction). */
function autocomplete(node, option, path, read) {
  const list = element('datalist');
  list.id = `choices-${option.name}`;
  node.setAttribute('list', list.id);
  let timer;
  node.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const { options } = await read();
      const answer = await runCommand({
        ...path,
        options: { ...options, [option.name]: node.value },
        focused: option.name,
      }).catch(() => ({}));
      list.replaceChildren(
        ...(answer.choices ?? []).map((c) =>
          Object.assign(element('option', '', c.name), { value: String(c.value) }),
        ),
      );
    }, AUTOCOMPLETE_PAUSE_MS);
  });
  return list;
}

/** Wires the bar to `world`'s commands; `onAnswer` gets each command's first answer. */
export function setupCommandBar(world, onAnswer, onError) {
  const paths = commandPaths(world.commands);
  const input = document.getElementById('command-input');
  const box = document.getElementById('command-options');
  document
    .getElementById('command-list')
    .replaceChildren(...paths.map((p) => Object.assign(element('option'), { value: p.label })));
  const attached = document.getElementById('chat-file');
  const attachedName = document.getElementById('chat-file-name');
  const showAttached = () => {
    attachedName.textContent = attached.files[0]?.name ?? '';
  };
  attached.addEventListener('change', showAttached);
  let chosen;
  let fields = [];
  /** The options as filled in; `withAttached`: the first empty file option takes 📎's image. */
  const read = async (withAttached = false) => {
    const options = {};
    const attachments = {};
    let paperclip = withAttached ? attached.files[0] : undefined;
    for (const f of fields) {
      let v = f.value();
      if (v === undefined && f.option.type === T_ATTACHMENT && paperclip) {
        v = paperclip;
        paperclip = undefined;
      }
      if (v === undefined) continue;
      if (v instanceof File) attachments[f.option.name] = await fileUpload(v);
      else options[f.option.name] = v;
    }
    return { options, attachments };
  };
  const choose = (path) => {
    chosen = path;
    const where = {
      name: path.name,
      subcommand: path.subcommand,
      subcommandGroup: path.subcommandGroup,
    };
    fields = path.options.map((o) => field(o, world, where, read));
    box.replaceChildren(...fields.map((f) => f.label));
  };
  input.addEventListener('input', () => {
    const path = paths.find((p) => p.label === input.value.trim());
    if (path && path !== chosen) choose(path);
    if (!path && chosen) {
      chosen = undefined;
      fields = [];
      box.replaceChildren();
    }
  });
  document.getElementById('command-bar').addEventListener('submit', async (event) => {
    event.preventDefault();
    const typed = input.value.trim();
    if (!chosen && (typed === '' || typed.startsWith('/')))
      return onError(new Error(`Pick a command from the list (${typed || '/'})`));
    try {
      if (chosen) {
        const { name, subcommand, subcommandGroup } = chosen;
        const filled = await read(true);
        onAnswer(await runCommand({ name, subcommand, subcommandGroup, ...filled }));
      } else {
        const file = attached.files[0];
        await say(typed, file ? [await fileUpload(file)] : []);
      }
      attached.value = '';
      showAttached();
      input.value = '';
      chosen = undefined;
      fields = [];
      box.replaceChildren();
    } catch (failure) {
      onError(failure);
    }
  });
}
