// jsdom lacks what react-router 7's data routers need: TextEncoder, and the Fetch classes (a data router builds a
// `Request` for every navigation). Borrow Node's own, from Node's main context (jest runs tests in a separate one);
// its AbortController too, since Node's Request insists its `signal` comes from there.
import { TextDecoder, TextEncoder } from 'node:util';
import { runInThisContext } from 'node:vm';

Object.assign(globalThis, { TextEncoder, TextDecoder });
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal'] as const) {
  Object.defineProperty(globalThis, name, { value: runInThisContext(name) as unknown, writable: true, configurable: true });
}
