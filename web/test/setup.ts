import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { activateLanguage, loadNamespace } from '../i18n/i18n';
import { catalogResponse } from './catalogs';
import { FakeWebSocket, installFakeWebSocket } from './fake-websocket';

// The app loads its toaster after the first render (web/components/toaster.tsx). Loaded here
// once, its first transform does not land inside a test's wait for the screen to draw.
await import('sonner');
// findBy* waits up to 1 s by default; on a busy 2-core machine a render can take longer. The
// tests assert what appears, never how fast, so a generous wait only removes false failures.
configure({ asyncUtilTimeout: 5_000 });
// An open thread holds a socket to its room: in jsdom, a fake one that tests can drive.
installFakeWebSocket();

// The web project shares one jsdom between files (vitest.config.ts): what a test adds to <head>
// (the wallet modal's fade keyframes, say) must not reach the next one, where an animation that
// jsdom never ends would keep a closed dialog mounted.
const headAtStart = new Set(document.head.childNodes);

// Catalogs are fetched by the app; here they come from the files (fakeServer answers them too).
const networkFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(catalogResponse(input) ?? networkFetch(input, init));

// Screens render in English, with every namespace's messages loaded, as the app would load them.
await Promise.all(
  (
    ['common', 'home', 'errors', 'help', 'thoughts', 'rewards', 'me', 'moderation', 'auth'] as const
  ).map(loadNamespace),
);
await activateLanguage('en');

afterEach(() => {
  cleanup();
  FakeWebSocket.reset();
  for (const node of [...document.head.childNodes]) {
    if (!headAtStart.has(node)) node.remove();
  }
});
