/** Cookie names of the stored auth object and the domain-restriction country (SPEC.md §3, §6). */
export const AUTH_COOKIES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  domainRestriction: 'domain_restriction',
} as const;

export interface StoredTokens {
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
  /** Set when the domain-restriction cookie exists; sent as X-Country. */
  country?: string | undefined;
}

/** A new pair from login or refresh: the refresh token rotates, so both are kept. */
export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

/** Where the client reads and writes credentials: httpOnly cookies on the server, memory in tests. */
export interface TokenStore {
  read(): StoredTokens;
  save(tokens: IssuedTokens): void;
  clear(): void;
}

/** No credentials: public content calls, whose answers are shared through the data cache. */
export const ANONYMOUS_TOKENS: TokenStore = { read: () => ({}), save: () => {}, clear: () => {} };
