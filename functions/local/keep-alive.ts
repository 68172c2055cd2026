import type { Server } from 'node:http';

/**
 * How long the local servers keep an idle connection open. Node's default (5 s) sits one second above
 * the idle time its fetch client keeps a pooled socket (the server's `Keep-Alive: timeout=5` hint
 * minus one second). When the engine holds the event loop for a few seconds, both timers come due
 * together, a request goes out on the pooled socket and the server closes it under the request: the
 * client sees ECONNRESET for a perfectly good call (seen in roast-flow and delete-roast-images under
 * load). A minute, as load balancers use, leaves clients to close idle sockets first.
 */
export const LOCAL_KEEP_ALIVE_MS = 65_000;

export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = LOCAL_KEEP_ALIVE_MS;
  // A connection must not time out waiting for headers before its keep-alive window ends.
  server.headersTimeout = LOCAL_KEEP_ALIVE_MS + 1_000;
}
