import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CrisisSupport } from './crisis-support';

test('offers the 988 lifeline as a call link', () => {
  render(<CrisisSupport />);
  expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'tel:988');
});

test('the text link prefills HOME to 741741 in the form iOS and Android both accept', () => {
  render(<CrisisSupport />);
  expect(screen.getByRole('link', { name: 'HOME to 741741' })).toHaveAttribute(
    'href',
    'sms:741741?&body=HOME',
  );
});

test('is a labelled landmark', () => {
  render(<CrisisSupport />);
  expect(
    screen.getByRole('complementary', { name: 'Need to talk to someone now?' }),
  ).toBeInTheDocument();
});
