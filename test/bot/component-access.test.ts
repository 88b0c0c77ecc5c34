import {
  MessageFlags,
  MessageFlagsBitField,
  PermissionFlagsBits,
  PermissionsBitField,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { NotHereError, NotYoursError } from '../../src/bot/bot-errors.js';
import {
  type Belonging,
  type ComponentInteraction,
  checkAccess,
  panelBelonging,
  RIGHTS,
} from '../../src/bot/component.js';

const OWNER = '100000000000000001';
const OTHER = '100000000000000002';

/** A component interaction on a message, as discord.js gives it (only what the checks read). */
function click(
  user: string,
  options: {
    guildId?: string | null;
    channelId?: string;
    messageId?: string;
    createdBy?: { id: string; user: string; interactedMessageId?: string };
    ephemeral?: boolean;
    permissions?: bigint[];
  } = {},
): ComponentInteraction {
  const messageId = options.messageId ?? 'm1';
  return {
    user: { id: user },
    guildId: options.guildId === undefined ? 'g1' : options.guildId,
    channelId: options.channelId ?? 'c1',
    memberPermissions: new PermissionsBitField(options.permissions ?? []),
    message: {
      id: messageId,
      flags: new MessageFlagsBitField(options.ephemeral ? MessageFlags.Ephemeral : 0),
      interactionMetadata: options.createdBy
        ? {
            id: options.createdBy.id,
            user: { id: options.createdBy.user },
            interactedMessageId: options.createdBy.interactedMessageId ?? null,
          }
        : null,
    },
  } as unknown as ComponentInteraction;
}

const generation: Belonging = {
  ownerId: OWNER,
  guildId: 'g1',
  channelId: 'c1',
  private: false,
  message: { interactionId: 'i1', ids: ['m1'] },
};

describe('checkAccess', () => {
  it('lets anyone who sees a public generation use a viewer component on its message', () => {
    expect(() =>
      checkAccess(click(OTHER), { belonging: generation, right: RIGHTS.viewer }),
    ).not.toThrow();
  });

  it('refuses another server, another channel, a DM and another message', () => {
    const right = RIGHTS.viewer;
    for (const elsewhere of [
      click(OWNER, { guildId: 'g2' }),
      click(OWNER, { channelId: 'c2' }),
      click(OWNER, { guildId: null }),
      click(OWNER, { messageId: 'm2' }),
    ]) {
      expect(() => checkAccess(elsewhere, { belonging: generation, right })).toThrow(NotHereError);
    }
  });

  it('knows the message by the interaction that made it, or the message it answered', () => {
    const right = RIGHTS.viewer;
    const belonging = { ...generation, message: { interactionId: 'i1', ids: [] } };
    const made = click(OTHER, { messageId: 'm9', createdBy: { id: 'i1', user: OWNER } });
    expect(() => checkAccess(made, { belonging, right })).not.toThrow();
    const details = click(OTHER, {
      messageId: 'm9',
      createdBy: { id: 'i7', user: OTHER, interactedMessageId: 'm1' },
    });
    expect(() => checkAccess(details, { belonging: generation, right })).not.toThrow();
  });

  it('gives a private generation to its owner alone, whatever the permission', () => {
    const belonging = { ...generation, private: true };
    const moderator = click(OTHER, { permissions: [PermissionFlagsBits.ManageMessages] });
    for (const right of [RIGHTS.viewer, RIGHTS.ownerOr('moderator')]) {
      expect(() => checkAccess(moderator, { belonging, right })).toThrow(NotYoursError);
      expect(() => checkAccess(click(OWNER), { belonging, right })).not.toThrow();
    }
  });

  it('lets the owner or a member with the permission use an ownerOr component', () => {
    const right = RIGHTS.ownerOr('moderator');
    const moderator = click(OTHER, { permissions: [PermissionFlagsBits.ManageMessages] });
    expect(() => checkAccess(moderator, { belonging: generation, right })).not.toThrow();
    expect(() => checkAccess(click(OTHER), { belonging: generation, right })).toThrow(
      NotYoursError,
    );
  });

  it('uses the component’s own refusal', () => {
    const refused = () => new NotHereError();
    expect(() =>
      checkAccess(click(OTHER), { belonging: generation, right: RIGHTS.owner, refused }),
    ).toThrow(NotHereError);
  });
});

describe('panelBelonging', () => {
  it('gives a private panel to the member whose command made it', () => {
    const panel = click(OWNER, { ephemeral: true, createdBy: { id: 'i1', user: OWNER } });
    const belonging = panelBelonging(panel);
    expect(belonging.ownerId).toBe(OWNER);
    expect(() => checkAccess(panel, { belonging, right: RIGHTS.owner })).not.toThrow();
    const other = click(OTHER, { ephemeral: true, createdBy: { id: 'i1', user: OWNER } });
    expect(() =>
      checkAccess(other, { belonging: panelBelonging(other), right: RIGHTS.owner }),
    ).toThrow(NotYoursError);
  });

  it('takes no public message for a panel, not even the member’s own', () => {
    const own = click(OWNER, { createdBy: { id: 'i1', user: OWNER } });
    expect(() => checkAccess(own, { belonging: panelBelonging(own), right: RIGHTS.owner })).toThrow(
      NotHereError,
    );
  });
});
