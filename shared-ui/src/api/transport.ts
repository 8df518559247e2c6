/**
 * What the API client hands a transport, and what it gets back: the HTTP exchange only. Envelopes, statuses and the
 * client's events are the client's business (apiClient.ts), the same whichever transport carried the call.
 */
export type Query = Record<string, string | number | boolean | undefined | null>;

export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Absolute path on this origin, prefix included. */
  url: string;
  params?: Query;
  /** Sent as JSON. */
  data?: unknown;
  timeoutMs: number;
}

export interface WireAnswer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
  /** Lower-case names. */
  headers: Record<string, string>;
}

/** Rejects only when no answer came (network failure, timeout). */
export type Transport = (request: WireRequest) => Promise<WireAnswer>;
