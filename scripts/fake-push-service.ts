// A stand-in for a browser's push service, for the worker tests (vitest globalSetup) and the
// end-to-end tests (web/e2e/push-notifications.spec.ts): workerd cannot listen on a port, and
// Chromium here cannot reach a real push service, so this runs in Node and the worker reaches it
// at 127.0.0.1 (accepted as an endpoint only with PUSH_ALLOW_HTTP_ENDPOINTS). It keeps what it receives and plays a real
// service's answers: POST /push/<id> → 201, /gone/<id> → 410, /missing/<id> → 404;
// GET /received/<id> lists the requests that reached /…/<id> (headers, body as base64).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pushServiceUrl: string;
  }
}

type Received = { headers: Record<string, string>; body: string };

/** Starts the service on a free port of 127.0.0.1: its URL, and how to stop it. */
export async function listenFakePushService() {
  const received = new Map<string, Received[]>();
  const server = createServer((request, response) => {
    const [, kind = '', id = ''] = (request.url ?? '').split('/');
    if (request.method === 'GET' && kind === 'received') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(received.get(id) ?? []));
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      received.set(id, [
        ...(received.get(id) ?? []),
        { headers, body: Buffer.concat(chunks).toString('base64') },
      ]);
      const status = { push: 201, gone: 410, missing: 404 }[kind] ?? 400;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export default async function startFakePushService(project: TestProject) {
  const { url, close } = await listenFakePushService();
  project.provide('pushServiceUrl', url);
  return close;
}
