/**
 * Discord's markdown, as far as the bot writes it, built as elements: every piece of the bot's
 * text goes in as a text node (never parsed as HTML), so nothing in it can become markup.
 */

/** Inline marks: bold, underline, italic, strike, spoiler, code, a link, a timestamp, a mention. */
const INLINE =
  /(<(?:@!?|@&|#)\d+>|\*\*[^*]+\*\*|__[^_]+__|\*[^*\s][^*]*\*|_[^_\s][^_]*_|~~[^~]+~~|\|\|[^|]+\|\||`[^`]+`|\[[^\]]+\]\(<?https?:\/\/[^)\s>]+>?\)|<t:-?\d+(?::[tTdDfFR])?>)/;
/** A backslash-escaped mark stands for itself; it is kept out of the way in the private-use area. */
const ESCAPED = /\\([\\*_`~|>#[\]()<:-])/g;
const PRIVATE = 0xe000;
/** Names of the members, roles and channels a mention may show, by id. */
const names = new Map();

/** Tells mentions whose names to show: `<@id>` as `@name`, `<#id>` as `#name`. */
export function nameMentions(entries) {
  for (const [id, name] of entries) names.set(id, name);
}

const hide = (source) =>
  source.replace(ESCAPED, (_, mark) => String.fromCharCode(PRIVATE + mark.charCodeAt(0)));
const unhide = (text) =>
  text.replace(/[\ue000-\ue0ff]/g, (c) => String.fromCharCode(c.charCodeAt(0) - PRIVATE));

function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = unhide(text);
  return node;
}

function timestamp(token) {
  const [, seconds, style] = /^<t:(-?\d+):?(\w)?>$/.exec(token);
  const date = new Date(Number(seconds) * 1000);
  if (style === 'R') {
    const minutes = Math.round((date.getTime() - Date.now()) / 60_000);
    return new Intl.RelativeTimeFormat('en', { numeric: 'auto' }).format(minutes, 'minute');
  }
  return date.toLocaleString();
}

/** The element of one marked piece (`**bold**`, `<@id>`, `[label](url)`, …). */
function marked(part) {
  const inner = (n) => part.slice(n, -n);
  const mention = /^<(@!?|@&|#)(\d+)>$/.exec(part);
  if (mention) {
    const sign = mention[1] === '#' ? '#' : '@';
    return element('span', 'mention', `${sign}${names.get(mention[2]) ?? 'unknown'}`);
  }
  if (part.startsWith('**')) return element('strong', '', inner(2));
  if (part.startsWith('__')) return element('u', '', inner(2));
  if (part.startsWith('~~')) return element('s', '', inner(2));
  if (part.startsWith('||')) return element('span', 'spoiler-text', inner(2));
  if (part.startsWith('`')) return element('code', '', inner(1));
  if (part.startsWith('<t:')) return element('time', '', timestamp(part));
  if (!part.startsWith('[')) return element('em', '', inner(1));
  const [, label, url] = /^\[([^\]]+)\]\(<?([^)>]+)>?\)$/.exec(part);
  const link = element('a', '', label);
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

function inline(parent, source) {
  const parts = source.split(INLINE);
  for (const [index, part] of parts.entries()) {
    if (part !== '') parent.append(index % 2 === 0 ? unhide(part) : marked(part));
  }
}

/** One line: a heading, subtext or quote is a block of its own; anything else flows on. */
function line(root, text, last) {
  const block = /^(#{1,3}) (.*)$/.exec(text) ?? /^(-#|>) (.*)$/.exec(text);
  if (!block) {
    inline(root, text);
    if (!last) root.append('\n');
    return;
  }
  const [, mark, rest] = block;
  const tag = mark === '>' ? 'blockquote' : 'div';
  const className = mark === '>' ? '' : mark === '-#' ? 'sub' : `h${mark.length}`;
  const node = element(tag, className);
  inline(node, rest);
  root.append(node);
}

/** `source` (Discord markdown) as a `div.text`. */
export function renderText(source) {
  const root = element('div', 'text');
  const parts = hide(String(source ?? '')).split(/```(?:[a-z]*\n)?([\s\S]*?)```/);
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 1) root.append(element('pre', '', part));
    else if (part !== '') {
      const lines = part.replace(/^\n|\n$/g, '').split('\n');
      for (const [i, text] of lines.entries()) line(root, text, i === lines.length - 1);
    }
  }
  return root;
}
