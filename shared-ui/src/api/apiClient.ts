/**
 * The one API client. Every call of every package goes through `api`; components never call axios or fetch.
 *
 * - Paths are relative to the API prefix (`/v2/cms/` by default; `configureApi({ prefix })` changes it).
 * - Cookies ride along (`withCredentials`), so the session cookies reach the server.
 * - Answers always resolve to an `Envelope`: a non-200 HTTP answer becomes `code: -1` (spec §7) with the server's
 *   message kept; a network failure becomes `code: -1` with '网络错误，请求失败'.
 * - HTTP 401 or 500 → the `sessionInvalid` event; 403 → the `forbidden` event (its message: 1029's when the module
 *   was refused, 1131's while the initial password must be replaced, else the role refusal's); a network failure →
 *   `networkError`.
 *   The shell listens and shows the message / runs the session-invalid handling; callers need not.
 * - A call that needs a session, made while the session is known to be gone (`setSessionGoneCheck`: the shell's
 *   check, a signed-in session whose group id cookie is missing, spec §6), is not sent: `sessionInvalid` again.
 * - Calls with a session go through axios, loaded with the first of them; the no-login calls (the login page, public
 *   pages) through the browser's fetch, so those pages' first screen carries no HTTP library.
 */
// Specific contract files, not its index: the index brings the module contract and zod, which the login page
// (where this client already runs) does not need.
import { CONSOLE_API_PREFIX } from '../contract/consoleService';
import { DEFAULT_API_PREFIX, isEnvelope, type Envelope } from '../contract/envelope';
import { ErrorCode, Messages, errorMessage } from '../contract/errors';
import { isSessionless } from '../contract/roles';
import { loadOnce } from '../core/loadOnce';
import { tellObserver } from './answerObserver';
import { fetchTransport, withQuery } from './fetchTransport';
import type { Query, WireRequest } from './transport';

export type ApiEvent =
  /** `status` 0 with `groupMissing`: the call was not sent, the signed-in session's group id cookie is gone (spec §6). */
  | { type: 'sessionInvalid'; status: number; path: string; groupMissing?: true }
  | { type: 'forbidden'; message: string; path: string }
  | { type: 'networkError'; path: string };

type Listener = (event: ApiEvent) => void;

const listeners = new Set<Listener>();

/** Subscribe to the client's session and error events; returns the unsubscribe function. */
export function onApiEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: ApiEvent): void {
  for (const listener of listeners) listener(event);
}

export interface ApiConfig {
  prefix: string;
  timeoutMs: number;
}

const config: ApiConfig = { prefix: DEFAULT_API_PREFIX, timeoutMs: 30_000 };

export function configureApi(next: Partial<ApiConfig>): void {
  Object.assign(config, next);
  if (!config.prefix.endsWith('/')) config.prefix = `${config.prefix}/`;
}

/**
 * Asked before every call that needs a session: true when the session is known to be gone — spec §6, a missing group
 * id dispatches the session-invalid handling. Then the call is not sent (nothing more goes out as that person) and
 * `sessionInvalid` is emitted. The shell installs it: it knows who is signed in and owns the cookies. Without one (a
 * remote's tests, the light login page) every call is sent.
 */
let sessionGone: (() => boolean) | null = null;

export function setSessionGoneCheck(check: (() => boolean) | null): void {
  sessionGone = check;
}

/** The axios transport, loaded with the first call that has a session. */
const axiosTransport = loadOnce(() => import(/* webpackChunkName: "axios-transport" */ './axiosTransport').then((m) => m.axiosTransport));

/** Starts loading what calls with a session need (the login page asks once the person starts signing in). */
export function prepareSessionCalls(): void {
  void axiosTransport().catch(() => undefined);
}

export function apiUrl(path: string): string {
  return `${config.prefix}${path.replace(/^\/+/, '')}`;
}

export interface ApiResponse<T> extends Envelope<T> {
  /** Response headers in lower case (sign-in reads `authorization`). */
  headers: Record<string, string>;
  status: number;
  /** The client's events already told the user (session invalid, refused, network): screens must not say it again. */
  reported?: boolean;
}

/** `prefix`: the backend's (configureApi) unless a console-service call gives CONSOLE_API_PREFIX. */
async function send<T>(request: Pick<WireRequest, 'method' | 'params' | 'data'>, path: string, viaFetch = false, prefix?: string): Promise<ApiResponse<T>> {
  // A no-login call (an approval link, the holiday page) is refused for reasons of its own — a link that expired —
  // which its screen says; the session handling and the shell's refusal toast are not about it.
  const sessionCall = !isSessionless(path);
  if (sessionCall && sessionGone?.()) {
    emit({ type: 'sessionInvalid', status: 0, path, groupMissing: true });
    return { code: ErrorCode.RequestFailed, data: undefined as T, msg: errorMessage(ErrorCode.SessionInvalid), headers: {}, status: 0, reported: true };
  }
  try {
    const transport = sessionCall && !viaFetch ? await axiosTransport() : fetchTransport;
    const url = prefix === undefined ? apiUrl(path) : `${prefix}${path.replace(/^\/+/, '')}`;
    const { status, body, headers } = await transport({ ...request, url, timeoutMs: config.timeoutMs });
    if (sessionCall) reportSessionStatus(path, status, body);
    if (status !== 200) {
      const msg = isEnvelope(body) && body.msg ? body.msg : errorMessage(ErrorCode.RequestFailed);
      return { code: ErrorCode.RequestFailed, data: undefined as T, msg, headers, status, reported: sessionCall && REPORTED_STATUSES.has(status) };
    }
    if (!isEnvelope(body)) {
      return { code: ErrorCode.RequestFailed, data: undefined as T, msg: errorMessage(ErrorCode.RequestFailed), headers, status };
    }
    // A backend answer (not the console service's) that succeeded: the contract check may look at it, later.
    if (prefix === undefined && body.code === ErrorCode.Success) tellObserver({ method: request.method, path: path.replace(/^\/+/, '').split('?')[0] ?? '', body });
    return { code: body.code, data: body.data as T, msg: body.msg, headers, status };
  } catch {
    emit({ type: 'networkError', path });
    return { code: ErrorCode.RequestFailed, data: undefined as T, msg: Messages.networkError, headers: {}, status: 0, reported: true };
  }
}

/** The client's events for a session call's status: 401/500 the session is gone, 403 refused (in the catalogue's words). */
function reportSessionStatus(path: string, status: number, body: unknown): void {
  if (status === 401 || status === 500) emit({ type: 'sessionInvalid', status, path });
  if (status === 403) {
    // The catalogue's Chinese for what was refused: the module (1029), the initial password still to replace
    // (1131), or else the operation (the role rule). 1031 is no refusal of a call: spec §6 gives it one meaning,
    // the authorisation answer's "restricted, with these paths", which arrives as 200 and is the login's to read.
    const code = isEnvelope(body) ? body.code : ErrorCode.RoleRefused;
    emit({ type: 'forbidden', message: errorMessage(FORBIDDEN_CODES.has(code) ? code : ErrorCode.RoleRefused), path });
  }
}

/** The file name a `Content-Disposition` gives (RFC 6266: `filename*=UTF-8''…` before `filename="…"`). */
function dispositionName(header: string | null): string | null {
  const extended = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) return decodeURIComponent(extended);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? null;
}

/**
 * Downloads a file the server streams (a CSV export) as the signed-in person, saved under the server's name. A
 * refusal arrives as an envelope instead of the file: it is answered like any call's (the events, the Chinese
 * message), so the screen can say why nothing was saved — a plain link would save the refusal as the file.
 */
export async function downloadFile(path: string, params?: Query, prefix?: string): Promise<ApiResponse<null>> {
  if (sessionGone?.()) {
    emit({ type: 'sessionInvalid', status: 0, path, groupMissing: true });
    return { code: ErrorCode.RequestFailed, data: null, msg: errorMessage(ErrorCode.SessionInvalid), headers: {}, status: 0, reported: true };
  }
  try {
    const res = await fetch(withQuery(prefix === undefined ? apiUrl(path) : `${prefix}${path.replace(/^\/+/, '')}`, params), { credentials: 'include' });
    const isFile = res.status === 200 && !(res.headers.get('content-type') ?? '').includes('application/json');
    if (!isFile) {
      const body: unknown = await res.json().catch(() => null);
      reportSessionStatus(path, res.status, body);
      const msg = isEnvelope(body) && body.msg ? body.msg : errorMessage(ErrorCode.RequestFailed);
      return { code: isEnvelope(body) && res.status === 200 ? body.code : ErrorCode.RequestFailed, data: null, msg, headers: {}, status: res.status, reported: REPORTED_STATUSES.has(res.status) };
    }
    const url = URL.createObjectURL(await res.blob());
    const link = Object.assign(document.createElement('a'), { href: url, download: dispositionName(res.headers.get('content-disposition')) ?? 'download' });
    link.click();
    // The click has handed the file to the browser's download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return { code: 0, data: null, msg: '', headers: {}, status: 200 };
  } catch {
    emit({ type: 'networkError', path });
    return { code: ErrorCode.RequestFailed, data: null, msg: Messages.networkError, headers: {}, status: 0, reported: true };
  }
}

/** `api.get('login/captcha')`, `api.post('login/signin', { info })` … always resolves to an envelope. */
export const api = {
  get: <T>(path: string, params?: Query) => send<T>({ method: 'GET', params }, path),
  post: <T>(path: string, data?: unknown) => send<T>({ method: 'POST', data: data ?? {} }, path),
  put: <T>(path: string, data?: unknown) => send<T>({ method: 'PUT', data: data ?? {} }, path),
  delete: <T>(path: string, data?: unknown) => send<T>({ method: 'DELETE', data }, path),
};

/**
 * The console service's calls (contract consoleService.ts: `consoleApi.get(CONSOLE_API.liveCounterparts, …)`): served
 * by the shell's own server beside the backend, answered with the same envelope, so everything above holds for them —
 * the session-gone check, the 401/403/500 events, the Chinese messages.
 */
export const consoleApi = {
  get: <T>(path: string, params?: Query) => send<T>({ method: 'GET', params }, path, false, CONSOLE_API_PREFIX),
};

/**
 * The console service's writes (a release's save and steps: contract releases.ts), as `consoleApi` reads: a second
 * object rather than new members of the first, so a remote built against an earlier shared-ui keeps its contract.
 */
export const consoleApiWrites = {
  post: <T>(path: string, data?: unknown) => send<T>({ method: 'POST', data: data ?? {} }, path, false, CONSOLE_API_PREFIX),
  put: <T>(path: string, data?: unknown) => send<T>({ method: 'PUT', data: data ?? {} }, path, false, CONSOLE_API_PREFIX),
};

/**
 * A read the console's first screen makes (/home's overview) before any screen has needed axios: through the
 * browser's fetch, so /home's first visit carries no HTTP library, with every other part of a session call the same
 * (the session-gone check, the 401/403/500 events, the envelope). The transports are interchangeable by design.
 * `prefix`: CONSOLE_API_PREFIX for a console-service read (the home page's 最近动态).
 */
export function getOnFirstScreen<T>(path: string, params?: Query, prefix?: string): Promise<ApiResponse<T>> {
  return send<T>({ method: 'GET', params }, path, true, prefix);
}

/** The codes of an HTTP 403 said in their own words; any other 403 is the role rule's refusal (spec §7). */
const FORBIDDEN_CODES: ReadonlySet<number> = new Set([ErrorCode.NoModulePermission, ErrorCode.InitialPasswordMustChange]);

/** HTTP statuses whose failure this client already reports through its events (0 = no answer at all). */
const REPORTED_STATUSES = new Set([0, 401, 403, 500]);

/**
 * Thrown by `unwrap` for a non-zero code; carries the code, the Chinese message to show and the answer's `data`
 * (a validation refusal's per-field errors live there). `reportedByShell` is true when the client's events already
 * told the user (session invalid, no permission, network): screens must not say it a second time.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
    readonly reportedByShell = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True for a failure the API client's listeners (the shell) have already shown. */
export function isReportedByShell(error: unknown): boolean {
  return error instanceof ApiError && error.reportedByShell;
}

/**
 * The server's own words, when it sent words for people: text with Chinese in it (every message this product shows
 * is Chinese). A refusal's own words say what the catalogue's heading cannot — 最多同时发布 1 条，请先下架或撤回
 * where the catalogue has only 输入内容不符合要求，请检查 — so they win whenever there are any; an empty msg,
 * 'success' or an English developer note falls back to the catalogue's words for the code.
 */
export function serverWords(msg: unknown): string | null {
  return typeof msg === 'string' && /\p{Script=Han}/u.test(msg) ? msg.trim() : null;
}

/**
 * For query functions: the data of a successful answer, or an ApiError with the message to show: the server's own
 * words (`serverWords`) whenever it sent some, else the catalogue's message for the code. This is the one place a
 * refusal becomes words, so every screen says why it was refused. `ownWordsFor`: codes whose msg is kept even when it
 * has no Chinese in it (a file name the H5 release system refuses).
 */
export async function unwrap<T>(pending: Promise<ApiResponse<T>>, successCodes: readonly number[] = [0], ownWordsFor: readonly number[] = []): Promise<T> {
  const res = await pending;
  if (successCodes.includes(res.code)) return res.data;
  const ownWords = ownWordsFor.includes(res.code) && res.msg !== '' && res.msg !== 'success';
  const message = res.code === ErrorCode.RequestFailed || ownWords ? res.msg : (serverWords(res.msg) ?? errorMessage(res.code));
  throw new ApiError(res.code, message, res.data, res.reported ?? false);
}
