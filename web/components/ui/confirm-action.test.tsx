import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../test/render';
import { ConfirmAction } from './confirm-action';

afterEach(() => vi.unstubAllGlobals());

async function renderConfirm() {
  fakeServer(SIGNED_OUT);
  const onConfirm = vi.fn();
  renderWithProviders(
    <ConfirmAction
      label="Delete"
      question="Delete this thought?"
      confirmLabel="Delete thought"
      pending={false}
      onConfirm={onConfirm}
    />,
  );
  const first = await screen.findByRole('button', { name: 'Delete' });
  return { first, onConfirm };
}

test('Escape takes the question back and focus returns to the first button; nothing is deleted', async () => {
  const { first, onConfirm } = await renderConfirm();
  await userEvent.click(first);
  expect(screen.getByRole('button', { name: 'Delete thought' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('group', { name: 'Delete this thought?' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('Cancel puts focus back on the first button, where it was', async () => {
  const { first } = await renderConfirm();
  await userEvent.click(first);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
});
