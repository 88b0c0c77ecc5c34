/** The calls the client makes, used to map failures and name them in logs. */
export type Operation =
  | 'submit'
  | 'taskStatus'
  | 'balance'
  | 'generateApiKey'
  | 'getApiKey'
  | 'revokeApiKey'
  | 'downloadImage';

/** What authenticates an operation: the API key header, a login token in the body, or nothing. */
export type Credential = 'apiKey' | 'loginToken' | 'none';
