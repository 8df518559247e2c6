/**
 * @jest-environment jsdom
 */
// jsdom: axios takes its browser path (the XHR adapter and its cookie handling) only where a window and a document
// exist.
import { axiosTransport } from './axiosTransport';

/** The parts of an XMLHttpRequest axios's adapter touches, recording what it sends. */
class RecordingXhr {
  static sent: string[] = [];
  url = '';
  readyState = 0;
  status = 0;
  timeout = 0;
  withCredentials = false;
  responseType = '';
  upload = { addEventListener: () => undefined };
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  addEventListener() {}
  getAllResponseHeaders() {
    return '';
  }
  abort() {}
  send() {
    RecordingXhr.sent.push(this.url);
  }
}

it("sends a call within the caller's task, without first asking the cookie store for an XSRF cookie", () => {
  const realXhr = globalThis.XMLHttpRequest;
  // A cookie store that never answers: a transport that waited for one would never send.
  Object.defineProperty(window, 'cookieStore', { value: { get: () => new Promise(() => undefined) }, configurable: true });
  globalThis.XMLHttpRequest = RecordingXhr as unknown as typeof XMLHttpRequest;
  try {
    void axiosTransport({ method: 'POST', url: '/v2/cms/account/permission/management/module/check', data: { path: '/articles/library' }, timeoutMs: 1000 });
    // Synchronously: the module check of a menu click leaves before React renders the click (~30–50 ms).
    expect(RecordingXhr.sent).toEqual(['/v2/cms/account/permission/management/module/check']);
  } finally {
    globalThis.XMLHttpRequest = realXhr;
    Reflect.deleteProperty(window, 'cookieStore');
  }
});
