/** The `/apikey` command's name: the first part of its buttons' and modals' custom ids. */
export const APIKEY_COMMAND = 'apikey';

/**
 * The actions of `/apikey` buttons and modals (`apikey:<action>:<args…>`). Custom ids carry user
 * ids and timestamps only, never key material.
 */
export const APIKEY_ACTIONS = {
  /** Modal: a member's own key. */
  link: 'link',
  /** Modal: a login token to create a key with. */
  generate: 'generate',
  /** Modal: the server key. */
  serverSet: 'server-set',
  /** Button: confirm revoking every key (`:<userId>:<issuedAt>:<linkedAt>`). */
  revokeAll: 'revoke-all',
  /** Button: cancel revoking every key (`:<userId>`). */
  revokeCancel: 'revoke-cancel',
} as const;
