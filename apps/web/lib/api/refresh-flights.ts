import type { IssuedTokens } from './token-store.ts';

/**
 * How long a finished refresh is handed to calls that still carry the refresh token it spent: the
 * browser sends the old cookies until the answer that sets the new ones arrives, and the API would
 * take a second use of the spent token for a theft and end the session.
 */
const REUSE_MS = 10_000;

export interface RefreshFlights {
  /** The new pair for `refreshToken`; however many calls ask together, `refresh` runs once. */
  run(
    refreshToken: string,
    refresh: () => Promise<IssuedTokens | undefined>,
  ): Promise<IssuedTokens | undefined>;
}

/** Single flight per refresh token (SPEC.md §4), for every client that shares this object. */
export function createRefreshFlights(now: () => number = Date.now): RefreshFlights {
  const flights = new Map<string, { result: Promise<IssuedTokens | undefined>; settledAt?: number }>();
  return {
    run(refreshToken, refresh) {
      const time = now();
      for (const [token, flight] of flights) {
        if (flight.settledAt !== undefined && time - flight.settledAt > REUSE_MS) flights.delete(token);
      }
      const existing = flights.get(refreshToken);
      if (existing) return existing.result;
      const flight: { result: Promise<IssuedTokens | undefined>; settledAt?: number } = { result: refresh() };
      flights.set(refreshToken, flight);
      void flight.result.finally(() => {
        flight.settledAt = now();
      });
      return flight.result;
    },
  };
}

const PROCESS_KEY = Symbol.for('meridian.refresh-flights');

/**
 * The one set of flights of this server process: concurrent proxy requests each build their own
 * client, and Next may load this module more than once, so it is kept on the global object.
 */
export function processRefreshFlights(): RefreshFlights {
  const holder = globalThis as { [PROCESS_KEY]?: RefreshFlights };
  return (holder[PROCESS_KEY] ??= createRefreshFlights());
}
