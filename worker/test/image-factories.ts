// A real upload through the app, for tests that need an image stored in R2 and owned by a user.
import { expect } from 'vitest';
import { callJson } from './factories';

// A real, minimal 1×1 PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

/** Uploads a PNG as the cookie's user; returns its URL and storage key. */
export async function uploadPng(cookie: string): Promise<{ imageUrl: string; key: string }> {
  const form = new FormData();
  form.append('image', new File([PNG], 'picture.png', { type: 'image/png' }));
  const { status, body } = await callJson<{ imageUrl: string }>('/api/upload-image', {
    body: form,
    cookie,
  });
  expect(status).toBe(201);
  return { imageUrl: body.imageUrl, key: body.imageUrl.split('/').at(-1) ?? '' };
}
