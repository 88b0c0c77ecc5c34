/**
 * A message's components as Discord lays them out: action rows (buttons, selects) and
 * Components V2 (containers, sections, text displays, thumbnails, media galleries, files,
 * separators). Text goes in as text only (`render-text.js`); images load from the emulator's CDN.
 */
import { renderText } from './render-text.js';

const BUTTON_STYLES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link' };
/** Entity selects the playground fills from the world, and how a pick is sent. */
const ENTITY_SELECTS = { 6: ['roles', 'roles'], 8: ['channels', 'channels'] };

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** An `attachment://name` URL as the attachment's CDN URL; only http(s) URLs are ever loaded. */
export function mediaUrl(url, message) {
  const named = /^attachment:\/\/(.+)$/.exec(url ?? '');
  const resolved = named ? message.attachments.find((a) => a.filename === named[1])?.url : url;
  return /^https?:\/\//.test(resolved ?? '') ? resolved : undefined;
}

/** The content type of the attachment `url` (an `attachment://` name or its CDN URL) names, if any. */
function attachedType(url, message) {
  const named = /^attachment:\/\/(.+)$/.exec(url ?? '');
  const found = message.attachments.find((a) => (named ? a.filename === named[1] : a.url === url));
  return found?.contentType ?? '';
}

/**
 * A video as Discord plays one inline: its player with controls, its first frame shown before it
 * plays (`preload="metadata"`), looping as a GIF-like clip does not; `alt` as its label.
 */
export function video(url, alt, className) {
  const node = element('video', className);
  node.controls = true;
  node.preload = 'metadata';
  node.playsInline = true;
  if (url) node.src = url;
  if (alt) node.setAttribute('aria-label', alt);
  return node;
}

/** An attached image, or a video played inline (an animation), as its content type says. */
export function media(url, message, alt, spoiler, className) {
  const resolved = mediaUrl(url, message);
  return attachedType(url, message).startsWith('video/')
    ? video(resolved, alt, className)
    : image(resolved, alt, spoiler, className);
}

/** An image that reveals itself on a click when it is a spoiler. */
export function image(url, alt, spoiler, className) {
  const img = element('img', className);
  if (url) img.src = url;
  img.alt = alt ?? '';
  if (!spoiler) return img;
  const wrap = element('div', 'spoiler');
  wrap.append(img);
  wrap.addEventListener('click', () => wrap.classList.remove('spoiler'), { once: true });
  return wrap;
}

function button(component, message, act) {
  const node = element('button', `button ${BUTTON_STYLES[component.style] ?? 'secondary'}`);
  const emoji = component.emoji?.name ? `${component.emoji.name} ` : '';
  node.textContent = `${emoji}${component.label ?? ''}${component.style === 5 ? ' ↗' : ''}`;
  node.type = 'button';
  node.disabled = component.disabled === true;
  if (component.custom_id) node.dataset.customId = component.custom_id;
  node.addEventListener('click', () => {
    if (component.style === 5 && /^https?:\/\//.test(component.url ?? ''))
      window.open(component.url, '_blank', 'noopener');
    else if (component.custom_id) act.click(message.id, component.custom_id);
  });
  return node;
}

function select(component, message, act, world) {
  const node = element('select');
  node.dataset.customId = component.custom_id;
  node.disabled = component.disabled === true;
  const [from, kind] = ENTITY_SELECTS[component.type] ?? [];
  const options =
    component.type === 3
      ? component.options
      : (world[from] ?? []).map((e) => ({ label: e.name, value: e.id }));
  const many = (component.max_values ?? 1) > 1;
  node.multiple = many;
  if (!many) {
    const placeholder = element('option', '', component.placeholder ?? 'Make a selection');
    placeholder.value = '';
    placeholder.disabled = true;
    placeholder.selected = !options.some((o) => o.default);
    node.append(placeholder);
  }
  for (const option of options) {
    const emoji = option.emoji?.name ? `${option.emoji.name} ` : '';
    const entry = element('option', '', `${emoji}${option.label}`);
    entry.value = option.value;
    entry.selected = option.default === true;
    if (option.description) entry.title = option.description;
    node.append(entry);
  }
  const send = () =>
    act.select(
      message.id,
      component.custom_id,
      [...node.selectedOptions].map((o) => o.value),
      kind,
    );
  if (!many) {
    node.addEventListener('change', send);
    return node;
  }
  const box = element('div', 'multi-select');
  const range = `${component.min_values ?? 1}–${component.max_values}`;
  const caption = `${component.placeholder ?? 'Make a selection'} (pick ${range}, Ctrl-click for more)`;
  const apply = element('button', 'button secondary', 'Apply');
  apply.type = 'button';
  apply.disabled = node.disabled;
  apply.addEventListener('click', send);
  node.size = Math.min(options.length, 6);
  box.append(element('span', 'placeholder', caption), node, apply);
  return box;
}

/** One component (and its children) of `message`. */
export function renderComponent(component, message, act, world) {
  const children = (list) =>
    (list ?? []).map((child) => renderComponent(child, message, act, world));
  switch (component.type) {
    case 1: {
      const row = element('div', 'row');
      row.append(...children(component.components));
      return row;
    }
    case 2:
      return button(component, message, act);
    case 3:
    case 5:
    case 6:
    case 7:
    case 8:
      return select(component, message, act, world);
    case 9: {
      const section = element('div', 'section');
      const texts = element('div', 'section-texts');
      texts.append(...children(component.components));
      section.append(texts);
      if (component.accessory)
        section.append(renderComponent(component.accessory, message, act, world));
      return section;
    }
    case 10:
      return renderText(component.content);
    case 11:
      return image(
        mediaUrl(component.media?.url, message),
        component.description,
        component.spoiler,
        'thumbnail',
      );
    case 12: {
      const gallery = element('div', `gallery${component.items.length === 1 ? ' single' : ''}`);
      for (const item of component.items)
        gallery.append(media(item.media?.url, message, item.description, item.spoiler));
      return gallery;
    }
    case 13: {
      const url = mediaUrl(component.file?.url, message);
      const link = element(
        'a',
        'file',
        `📎 ${decodeURIComponent(url?.split('/').pop() ?? 'file')}`,
      );
      if (url) link.href = url;
      return link;
    }
    case 14:
      return element(
        'hr',
        `separator${component.divider === false ? '' : ' divider'}${component.spacing === 2 ? ' large' : ''}`,
      );
    case 17: {
      const container = element('div', 'container');
      if (typeof component.accent_color === 'number')
        container.style.borderLeftColor = `#${component.accent_color.toString(16).padStart(6, '0')}`;
      container.append(...children(component.components));
      return container;
    }
    default:
      return element('div', 'unknown', `(a component of type ${component.type})`);
  }
}
