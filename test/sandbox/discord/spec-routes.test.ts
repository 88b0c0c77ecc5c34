import { describe, expect, it } from 'vitest';
import { templatePattern } from '../../../sandbox/discord/rest/spec-paths.js';
import { SpecValidator } from '../../../sandbox/discord/rest/spec-validator.js';
import { botRoutes } from '../../../sandbox/discord/routes/bot-routes.js';
import { channelMessageRoutes } from '../../../sandbox/discord/routes/channel-message-routes.js';
import { commandRoutes } from '../../../sandbox/discord/routes/command-routes.js';
import { guildRoutes } from '../../../sandbox/discord/routes/guild-routes.js';
import { interactionCallbackRoute } from '../../../sandbox/discord/routes/interaction-callback-route.js';
import { webhookRoutes } from '../../../sandbox/discord/routes/webhook-routes.js';

const spec = new SpecValidator();
const ID = '1300000000000000001';

/** A concrete path for an emulator route (`:token` a token, `:messageId` as given, other params an id). */
const concrete = (path: string, messageId = ID) =>
  path.replace(':token', 'dG9rZW4').replace(':messageId', messageId).replace(/:\w+/g, ID);

const emulatorRoutes = [
  ...botRoutes(() => ''),
  ...commandRoutes(),
  ...interactionCallbackRoute(),
  ...webhookRoutes(),
  ...channelMessageRoutes(),
  ...guildRoutes(),
];

describe('discord emulator: routes matched to the spec’s own path templates', () => {
  it('finds a spec operation for every route the emulator serves', () => {
    for (const route of emulatorRoutes) {
      const operation = spec.operation(route.method, concrete(route.path));
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      const takesBody = route.method !== 'GET' && route.method !== 'DELETE';
      const bodyless = route.name === 'typing';
      expect(operation?.bodySchema !== undefined, `${route.method} ${route.path}`).toBe(
        takesBody && !bodyless,
      );
    }
  });

  it('maps the routes the bot writes to to their templates, @original before {message_id}', () => {
    const template = (method: string, path: string) => spec.operation(method, path)?.template;
    expect(template('PATCH', `/webhooks/${ID}/tok/messages/@original`)).toBe(
      '/webhooks/{webhook_id}/{webhook_token}/messages/@original',
    );
    expect(template('PATCH', `/webhooks/${ID}/tok/messages/${ID}`)).toBe(
      '/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}',
    );
    expect(template('POST', `/interactions/${ID}/tok/callback`)).toBe(
      '/interactions/{interaction_id}/{interaction_token}/callback',
    );
    expect(template('POST', `/channels/${ID}/messages`)).toBe('/channels/{channel_id}/messages');
    expect(template('PUT', `/applications/${ID}/commands`)).toBe(
      '/applications/{application_id}/commands',
    );
    expect(template('PUT', `/applications/${ID}/guilds/${ID}/commands`)).toBe(
      '/applications/{application_id}/guilds/{guild_id}/commands',
    );
    expect(template('POST', `/nowhere/${ID}`)).toBeUndefined();
  });

  it('turns a template into an anchored pattern of whole segments', () => {
    const pattern = templatePattern('/channels/{channel_id}/messages');
    expect(pattern.test(`/channels/${ID}/messages`)).toBe(true);
    expect(pattern.test(`/channels/${ID}/messages/${ID}`)).toBe(false);
    expect(pattern.test(`/channels/a/b/messages`)).toBe(false);
    expect(templatePattern('/a.b/{x}').test('/aXb/1')).toBe(false);
  });
});

describe('discord emulator: spec failures explained as Discord does', () => {
  const callback = `/interactions/${ID}/tok/callback`;

  it('follows the union branch the body meant (its type), not every branch', () => {
    const problems = spec.problems('POST', callback, {
      type: 9,
      data: { custom_id: 'm', components: [{ type: 1, components: [] }] },
    });
    expect(problems).toEqual([
      { path: ['data', 'title'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' },
      {
        path: ['data', 'components', '0', 'components'],
        code: 'BASE_TYPE_BAD_LENGTH',
        message: 'Must be between 1 and 5 in length.',
      },
    ]);
  });

  it('reports a wrong type once, where it is, through nullable unions', () => {
    const edit = `/webhooks/${ID}/tok/messages/@original`;
    expect(
      spec.problems('PATCH', edit, { embeds: [{ author: 5, fields: [{ name: 'n' }] }] }),
    ).toEqual([
      {
        path: ['embeds', '0', 'author'],
        code: 'MODEL_TYPE_CONVERT',
        message: 'Only dictionaries may be used in a ModelType',
      },
      {
        path: ['embeds', '0', 'fields', '0', 'value'],
        code: 'BASE_TYPE_REQUIRED',
        message: 'This field is required',
      },
    ]);
    expect(spec.problems('PATCH', edit, { content: 'ok', embeds: null })).toEqual([]);
  });

  it('checks nothing where the spec has no body schema', () => {
    expect(spec.problems('POST', `/channels/${ID}/typing`, { anything: 1 })).toEqual([]);
  });
});

describe('discord emulator: answers checked against the spec’s response schemas', () => {
  const user = {
    id: ID,
    username: 'alice',
    global_name: null,
    discriminator: '0',
    avatar: null,
    public_flags: 0,
    flags: 0,
    primary_guild: null,
  };

  it('finds the schema of the status answered, and none for a 204', () => {
    expect(spec.responseProblems('GET', `/users/${ID}`, 200, user)).toEqual([]);
    const { flags: _f, primary_guild: _p, ...old } = user;
    expect(spec.responseProblems('GET', `/users/${ID}`, 200, old)).toEqual([
      { path: ['flags'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' },
      { path: ['primary_guild'], code: 'BASE_TYPE_REQUIRED', message: 'This field is required' },
    ]);
    expect(spec.responseProblems('DELETE', `/channels/${ID}/messages/${ID}`, 204, old)).toEqual([]);
  });

  it('follows the union branch an answer meant: the deferral of with_response has no resource', () => {
    const callback = `/interactions/${ID}/tok/callback`;
    const interaction = {
      id: ID,
      type: 2,
      response_message_id: ID,
      response_message_loading: true,
      response_message_ephemeral: false,
    };
    expect(spec.responseProblems('POST', callback, 200, { interaction })).toEqual([]);
    expect(
      spec.responseProblems('POST', callback, 200, { interaction, resource: { type: 5 } }),
    ).toContainEqual(expect.objectContaining({ path: ['resource', 'type'] }));
  });
});
