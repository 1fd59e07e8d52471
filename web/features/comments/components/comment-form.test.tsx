import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../../test/render';
import { CommentForm } from './comment-form';

afterEach(() => vi.unstubAllGlobals());

test('the character counter describes the comment box and follows the trimmed text', async () => {
  fakeServer(SIGNED_OUT);
  renderWithProviders(<CommentForm thoughtId="t1" />);
  const input = await screen.findByLabelText('Write a comment');
  expect(input).toHaveAccessibleDescription('0/500');
  await userEvent.type(input, '  Hang in there ');
  expect(input).toHaveAccessibleDescription('13/500');
});
