import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* waits up to 1 s by default; on a busy 2-core machine a render can take longer. The
// tests assert what appears, never how fast, so a generous wait only removes false failures.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
