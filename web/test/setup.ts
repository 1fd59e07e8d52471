import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app loads its toaster after the first render (web/components/toaster.tsx). Loaded here
// once, its first transform does not land inside a test's wait for the screen to draw.
await import('sonner');
// findBy* waits up to 1 s by default; on a busy 2-core machine a render can take longer. The
// tests assert what appears, never how fast, so a generous wait only removes false failures.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
