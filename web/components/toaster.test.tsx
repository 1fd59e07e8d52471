import { act, render, screen, within } from '@testing-library/react';
import { Dialog } from 'radix-ui';
import { toast } from 'sonner';
import { expect, test } from 'vitest';
import { I18nProvider } from '../i18n/react';
import { Toaster } from './toaster';

test('a toast raised under a dialog that opened before the toasts had loaded is still heard', async () => {
  // The dialog opens in the first render, before sonner's lazy chunk: it hides the page from
  // screen readers then, and the toasts' region must not mount inside what it hid.
  render(
    <I18nProvider>
      <Toaster />
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Sign in to Echo</Dialog.Title>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </I18nProvider>,
  );
  const region = await screen.findByRole('region', { name: /Notifications/ });
  act(() => {
    toast.error('Signing Failed', { description: 'You declined the request in your wallet.' });
  });
  expect(await within(region).findByText('You declined the request in your wallet.')).toBeTruthy();
  act(() => toast.dismiss());
});
