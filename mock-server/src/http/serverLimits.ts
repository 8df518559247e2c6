/**
 * How long mock-server waits for a client, and for itself when it stops. Without limits a client that sends half a
 * request and goes quiet holds its connection forever, and `app.close()` (which waits for every request in flight)
 * never finishes: the server outlives its SIGTERM.
 */
import type { Server } from 'node:http';

/**
 * The whole request (headers and body) must arrive within this time, or the server answers 408 and drops the
 * connection. Bodies are at most 1 MiB (bodyLimit), which even a slow link sends in a few seconds; 30 s leaves a wide
 * margin and stays under the 60 s the shell's proxy waits for an answer. `MOCK_REQUEST_TIMEOUT_MS` overrides it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Gives `server` a request timeout of `ms`. Node keeps two limits, for the headers and for the whole request, and
 * when the headers' is the longer it swaps them: the whole request would then get the headers' default 60 s and the
 * shorter limit would cover the headers only. So both are set to the same value. (Fastify's own `requestTimeout`
 * option sets only one; buildServer passes the headers' alongside.)
 */
export function setRequestTimeout(server: Server, ms: number): void {
  server.requestTimeout = ms;
  server.headersTimeout = ms;
}

/**
 * How often Node looks for requests past their time. Its default (30 s) would enforce the request timeout up to
 * 30 s late; a pass over the open connections once a second costs nothing at this server's load.
 */
export const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;

/**
 * A socket on which nothing moves either way for this long is destroyed: the request timeout does not cover a client
 * that stops reading a response half-way. Longer than the request timeout, so that a slow request gets its 408 first.
 */
export const CONNECTION_IDLE_TIMEOUT_MS = 60_000;

/**
 * After a stop is asked for, requests in flight get this long to finish (the server's own work takes milliseconds);
 * then every connection still open is destroyed so that closing completes.
 */
export const CLOSE_DEADLINE_MS = 3_000;

/**
 * If closing has still not completed this long after the connections were destroyed, something in the close itself
 * is stuck: the database is closed and the temporary folder removed directly, and the process exits with 1.
 */
export const CLOSE_LAST_RESORT_MS = 5_000;
