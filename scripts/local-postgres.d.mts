// Types of local-postgres.mjs for the TypeScript benchmarks that start a throwaway cluster.
export const PG_PORT: number;
export function postgresAvailable(): boolean;
export function startPostgres(): {
  url: string;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): void;
};
