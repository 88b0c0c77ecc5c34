/**
 * A form (modal) the bot answered with, as a dialog: text inputs, string selects, radio groups,
 * checkboxes, role and channel selects and file uploads, submitted as the member fills them in.
 */
import { fileUpload } from './api-client.js';

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A text input's style for several lines. */
const PARAGRAPH = 2;

/** The input of one field and how its value is read when the form is submitted. */
function input(field, world) {
  const defaults = Array.isArray(field.defaults) ? field.defaults : [];
  if (field.type === 4) {
    const node = element(field.style === PARAGRAPH ? 'textarea' : 'input');
    node.value = field.value ?? '';
    if (field.maxLength) node.maxLength = field.maxLength;
    node.required = field.required;
    return { node, read: () => node.value };
  }
  if (field.type === 19) {
    const node = element('input');
    node.type = 'file';
    node.multiple = (field.maxLength ?? 1) > 1;
    return { node, read: () => Promise.all([...node.files].map(fileUpload)) };
  }
  if (field.type === 23) {
    const node = element('input');
    node.type = 'checkbox';
    node.checked = field.defaults === true;
    return { node, read: () => node.checked };
  }
  const entities = { 5: world.members, 6: world.roles, 7: world.members, 8: world.channels };
  const options =
    field.options ??
    (entities[field.type] ?? []).map((e) => ({ value: e.id, label: e.name ?? e.username }));
  const many = field.type === 22 || (field.type !== 21 && (field.maxLength ?? 1) > 1);
  const node = element('select');
  node.multiple = many;
  if (!many) node.append(element('option', '', field.required ? 'Make a selection' : '—'));
  if (!many) node.firstChild.value = '';
  for (const option of options) {
    const entry = element('option', '', option.label);
    entry.value = option.value;
    entry.selected = option.default === true || defaults.includes(option.value);
    node.append(entry);
  }
  const picked = () => [...node.selectedOptions].map((o) => o.value).filter(Boolean);
  return { node, read: () => (field.type === 21 ? (picked()[0] ?? '') : picked()) };
}

/**
 * Opens the dialog for `modal` (from an action's answer); `submit(values)` sends it and resolves
 * when the endpoint took it, or rejects with the reason shown in the dialog.
 */
export function openModal(modal, world, submit) {
  const dialog = document.getElementById('modal');
  const fields = document.getElementById('modal-fields');
  const error = document.getElementById('modal-error');
  document.getElementById('modal-title').textContent = modal.title;
  error.hidden = true;
  const readers = modal.fields.map((field) => {
    const { node, read } = input(field, world);
    node.name = field.customId;
    const label = element('label', 'field');
    const required = field.required && field.type !== 23 ? ' *' : '';
    label.append(element('span', 'label', `${field.label ?? field.customId}${required}`), node);
    return { field, label, read };
  });
  fields.replaceChildren(...readers.map((r) => r.label));
  const form = document.getElementById('modal-form');
  form.onsubmit = async (event) => {
    event.preventDefault();
    const values = {};
    for (const { field, read } of readers) values[field.customId] = await read();
    try {
      await submit(values);
      dialog.close();
    } catch (failure) {
      error.textContent = failure.message;
      error.hidden = false;
    }
  };
  document.getElementById('modal-cancel').onclick = () => dialog.close();
  dialog.showModal();
}
