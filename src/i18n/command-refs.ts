/**
 * The commands messages mention, by placeholder: every message may use them (`{cmdApikeyLink}`),
 * and each locale shows the command as its members type it, from the catalog's command names
 * (`commands.apikey.name`, `commands.apikey.link.name`, …). An option is written `name:value`.
 */
export const COMMAND_REFS = {
  cmdApikeyLink: 'apikey link',
  cmdApikeyGenerate: 'apikey generate',
  cmdApikeyStatus: 'apikey status',
  cmdApikeyUnlink: 'apikey unlink',
  cmdApikeyRevoke: 'apikey revoke',
  cmdApikeyRevokeAll: 'apikey revoke all:True',
  cmdApikeyServer: 'apikey server',
  cmdApikeyServerSet: 'apikey server set',
  cmdApikeyServerLimit: 'apikey server limit',
  cmdBalance: 'balance',
  cmdBalanceUser: 'balance user',
  cmdImagine: 'imagine',
  cmdLanguageServer: 'language server',
  cmdImagineStyle: 'imagine style',
  cmdSettings: 'settings',
  cmdStylesList: 'styles list',
  cmdStylesAdd: 'styles add',
  cmdPolicy: 'policy',
  cmdBalanceUsage: 'balance usage:True',
  cmdHistory: 'history',
  cmdHelp: 'help',
} as const;

/** A placeholder naming a command. */
export type CommandRef = keyof typeof COMMAND_REFS;

/**
 * A command path as typed in a locale (`/api-schlüssel verknüpfen`), each part named by `name`
 * from its path of canonical names.
 */
export function typedCommand(
  path: string,
  name: (canonicalPath: readonly string[]) => string | undefined,
): string {
  const canonical: string[] = [];
  const shown = path.split(' ').map((part) => {
    const [word = '', value] = part.split(':');
    canonical.push(word);
    const local = name(canonical) ?? word;
    return value === undefined ? local : `${local}:${value}`;
  });
  return `/${shown.join(' ')}`;
}
