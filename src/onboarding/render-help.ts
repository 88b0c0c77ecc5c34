import { type APIEmbed, type APIEmbedField, TimestampStyles, time } from 'discord.js';
import { serviceWhere } from '../bot/service-where.js';
import { EMBED_LIMITS, embedField, truncate } from '../discord/text.js';
import type { Translator } from '../i18n/translator.js';
import { namedTranslator } from '../image-backend/backend-naming.js';
import type { ListedCommand } from './help-commands.js';
import type { HelpView } from './help-state.js';

const COLOR = 0x5865f2;

function commandLine(command: ListedCommand, t: Translator): string {
  if (command.onMessage) return `• ${t.t('onboarding.help.onMessage', { name: command.name })}`;
  return `• **/${command.name}** — ${command.description ?? ''}`;
}

function serverKeyText(key: NonNullable<HelpView['server']>['key'], t: Translator): string {
  if (key.kind === 'none') return t.t('onboarding.help.serverKeyNone');
  if (key.kind === 'closed') return t.t('onboarding.help.serverKeyClosed');
  return t.t('onboarding.help.serverKeyRoom', {
    used: key.used,
    limit: key.limit,
    resets: time(new Date(key.resetsAt), TimestampStyles.RelativeTime),
  });
}

function limitLines(view: HelpView, t: Translator): string[] {
  const { limits, budget } = view.server ?? { limits: {}, budget: {} };
  const workflows = limits.workflows && t.list(limits.workflows);
  const lines = [
    limits.maxSide === undefined || t.t('onboarding.help.maxSide', { pixels: limits.maxSide }),
    limits.maxSteps === undefined || t.t('onboarding.help.maxSteps', { steps: limits.maxSteps }),
    limits.maxImages === undefined ||
      t.t('onboarding.help.maxImages', { images: limits.maxImages }),
    workflows === undefined || t.t('onboarding.help.workflows', { workflows }),
    budget.daily === undefined || t.t('onboarding.help.budgetDaily', { count: budget.daily }),
    budget.monthly === undefined || t.t('onboarding.help.budgetMonthly', { count: budget.monthly }),
  ].filter((line) => line !== true);
  // A backend without accounts has no server key: its limits apply to everyone.
  if (lines.length > 0 && view.backend?.accounts !== 'none')
    lines.push(t.t('onboarding.help.limitsWhen'));
  lines.push(t.t('onboarding.help.activeCap', { count: view.activeCap }));
  return lines.map((line) => `• ${line}`);
}

/** `/help`'s answer in `t`'s language: the member's state here, the commands, the links. */
export function renderHelp(view: HelpView, shown: Translator): APIEmbed[] {
  const t = namedTranslator(shown, view.backend);
  const where = view.backend?.accounts === 'none' ? undefined : serviceWhere(view.signup, t);
  const fields: APIEmbedField[] = [
    embedField(
      t.t('onboarding.help.yourKey'),
      [
        t.t(view.keyLinked ? 'onboarding.help.keyLinked' : 'onboarding.help.keyNotLinked'),
        ...(where ? [where] : []),
      ].join('\n'),
    ),
  ];
  if (view.backend?.original === 'no') {
    fields.push(
      embedField(
        t.t('onboarding.help.backendTitle'),
        t.t('onboarding.help.backendValue', view.backend),
      ),
    );
  }
  if (view.server && view.backend?.accounts !== 'none')
    fields.push(embedField(t.t('onboarding.help.serverKey'), serverKeyText(view.server.key, t)));
  if (view.server)
    fields.push(embedField(t.t('onboarding.help.limits'), limitLines(view, t).join('\n')));
  const links = [
    ...(view.privacyUrl ? [t.t('onboarding.help.privacy', { url: view.privacyUrl })] : []),
    ...(view.termsUrl ? [t.t('onboarding.help.terms', { url: view.termsUrl })] : []),
  ];
  if (links.length > 0) fields.push(embedField(t.t('onboarding.help.links'), links.join('\n')));
  const about = {
    server: 'onboarding.help.aboutServer',
    dm: 'onboarding.help.aboutDm',
    withoutBot: 'onboarding.help.aboutWithoutBot',
  } as const;
  const { members, managers } = view.commands;
  const list = (commands: readonly ListedCommand[]) =>
    commands.map((command) => commandLine(command, t)).join('\n');
  const commandsEmbed: APIEmbed = {
    title: t.t('onboarding.help.commands'),
    color: COLOR,
    description: truncate(list(members), EMBED_LIMITS.description),
    ...(managers.length > 0 && {
      fields: [embedField(t.t('onboarding.help.managerCommands'), list(managers))],
    }),
  };
  return [
    {
      title: t.t('onboarding.help.title'),
      color: COLOR,
      description: t.t(about[view.where]),
      fields,
    },
    commandsEmbed,
  ];
}
