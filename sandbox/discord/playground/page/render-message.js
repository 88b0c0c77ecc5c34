/**
 * One message as a member sees it in Discord: avatar, name (BOT tag), time, who used which
 * command, its content, embeds, components and files, "Only you can see this" under a private one.
 */
import { image, mediaUrl, renderComponent, video } from './render-components.js';
import { renderText } from './render-text.js';

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

const colour = (value) => `#${value.toString(16).padStart(6, '0')}`;

function renderEmbed(embed, message) {
  const node = element('div', 'embed');
  if (typeof embed.color === 'number') node.style.borderLeftColor = colour(embed.color);
  if (embed.author?.name) node.append(element('div', 'embed-author', embed.author.name));
  if (embed.title) node.append(element('div', 'embed-title', embed.title));
  if (embed.description) node.append(renderText(embed.description));
  for (const field of embed.fields ?? []) {
    const box = element('div', 'embed-field');
    box.append(element('div', 'embed-field-name', field.name), renderText(field.value));
    node.append(box);
  }
  const picture = mediaUrl(embed.image?.url, message);
  if (picture) node.append(image(picture, '', false, 'attachment-image'));
  const thumbnail = mediaUrl(embed.thumbnail?.url, message);
  if (thumbnail) node.append(image(thumbnail, '', false, 'thumbnail'));
  const footer = [
    embed.footer?.text,
    embed.timestamp && new Date(embed.timestamp).toLocaleString(),
  ];
  if (footer.some(Boolean))
    node.append(element('div', 'embed-footer', footer.filter(Boolean).join(' • ')));
  return node;
}

/** Files shown under a classic message that no embed shows already. */
function renderFiles(message) {
  const shown = new Set(
    message.embeds.flatMap((e) => [e.image?.url, e.thumbnail?.url]).filter(Boolean),
  );
  return message.attachments
    .filter((a) => !shown.has(`attachment://${a.filename}`) && !shown.has(a.url))
    .map((a) => {
      if (a.contentType.startsWith('video/'))
        return video(a.url, a.description ?? a.filename, 'attachment-image');
      if (a.contentType.startsWith('image/'))
        return image(
          a.url,
          a.description ?? a.filename,
          a.filename.startsWith('SPOILER_'),
          'attachment-image',
        );
      const link = element('a', 'file', `📎 ${a.filename}`);
      link.href = a.url;
      link.target = '_blank';
      return link;
    });
}

/** The message's Apps menu: the bot's message commands (e.g. "Imagine this"). */
function apps(message, act, world) {
  const menu = element('select', 'apps');
  menu.setAttribute('aria-label', 'Apps');
  const title = element('option', '', 'Apps…');
  title.value = '';
  menu.append(title, ...world.messageCommands.map((name) => element('option', '', name)));
  menu.addEventListener('change', () => {
    if (menu.value) act.app(message.id, menu.value);
    menu.value = '';
  });
  return menu;
}

/**
 * `message` (from `/api/messages`) as a list item; `act` sends clicks and picks, `world` fills
 * role and channel selects.
 */
export function renderMessage(message, act, world) {
  const item = element('li', `message${message.ephemeral ? ' ephemeral' : ''}`);
  item.dataset.messageId = message.id;
  if (message.usedBy) {
    const used = message.usedBy.command ? ` used ${message.usedBy.command}` : '';
    item.append(element('div', 'used-by', `↱ ${message.usedBy.name}${used}`));
  }
  item.append(element('div', 'avatar', message.author.name.slice(0, 1).toUpperCase()));
  const body = element('div', 'body');
  const head = element('div', 'head');
  head.append(element('span', 'author', message.author.name));
  if (message.author.bot) head.append(element('span', 'bot-tag', 'APP'));
  const time = new Date(message.createdAt);
  head.append(
    element('span', 'time', time.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })),
  );
  if (!message.ephemeral && world.messageCommands.length > 0)
    head.append(apps(message, act, world));
  body.append(head);
  if (message.loading)
    body.append(element('div', 'thinking', `${message.author.name} is thinking…`));
  if (message.content) body.append(renderText(message.content));
  if (message.edited && message.content) body.append(element('span', 'edited', '(edited)'));
  for (const embed of message.embeds) body.append(renderEmbed(embed, message));
  for (const component of message.components)
    body.append(renderComponent(component, message, act, world));
  if (!message.componentsV2) body.append(...renderFiles(message));
  if (message.ephemeral) body.append(element('span', 'ephemeral-note', '👁 Only you can see this'));
  item.append(body);
  return item;
}
