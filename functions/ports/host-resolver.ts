/** Resolves a host name to every address it has (A and AAAA). DNS in production; a table in tests. */
export interface HostResolver {
  resolve(hostname: string): Promise<string[]>;
}
