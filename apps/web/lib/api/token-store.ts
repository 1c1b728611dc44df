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

/** Where the client reads and writes credentials: httpOnly cookies on the server, memory in tests. */
export interface TokenStore {
  read(): StoredTokens;
  saveAccessToken(accessToken: string): void;
  clear(): void;
}
