import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// The app loads its toaster after the first render (web/components/toaster.tsx). Loaded here
// once, its first transform does not land inside a test's wait for the screen to draw.
await import('sonner');

afterEach(() => cleanup());
