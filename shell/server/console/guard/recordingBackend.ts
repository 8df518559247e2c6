/**
 * For tests: a backend in front of a real mock-server that notes every request body it is sent before passing it on
 * unchanged — what a real backend would receive from the shell's server, to show what never reaches it.
 */
import type { AddressInfo } from 'node:net';
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { API } from 'shared-ui/contract';

export interface RecordingBackend {
  url: string;
  /** `METHOD path` → each JSON body sent to it, in order. */
  bodies: { call: string; body: unknown }[];
  close: () => Promise<void>;
}

export async function recordingBackend(upstream: string): Promise<RecordingBackend> {
  const app = Fastify();
  const bodies: RecordingBackend['bodies'] = [];
  app.addHook('preHandler', async (request) => {
    // The session check the shell's server makes for the audit trail and the console service (identity.ts) is a POST
    // that changes nothing.
    if (request.url.split('?')[0]?.endsWith(`/${API.adminCheck}`)) return;
    if (request.body !== undefined) bodies.push({ call: `${request.method} ${request.url.split('?')[0] ?? ''}`, body: request.body });
  });
  await app.register(httpProxy, { upstream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${String((app.server.address() as AddressInfo).port)}`, bodies, close: () => app.close() };
}
