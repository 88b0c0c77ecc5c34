import { componentId } from '../bot/component-id.js';

/**
 * The custom ids of `/apikey`'s buttons and forms. They carry a timestamp at most, never key
 * material, and never who may use them: a form is its submitter's, the confirmation panel its
 * member's (see `commands/apikey.ts`).
 */
export const APIKEY_IDS = {
  /** Modal: a member's own key. */
  link: componentId('apikey', 'link'),
  /** Modal: a login token to create a key with. */
  generate: componentId('apikey', 'generate'),
  /** Modal: the server key. */
  serverSet: componentId('apikey', 'server-set'),
  /** Button: confirm revoking every key of the key linked at `linkedAt`. */
  revokeAll: componentId('apikey', 'revoke-all', ['linkedAt']),
  /** Button: cancel revoking every key. */
  revokeCancel: componentId('apikey', 'revoke-cancel'),
};
