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

test('a held post is told a moderator will look at it, with the help beside it', () => {
  render(<CrisisSupport held />);
  expect(screen.getByRole('status')).toHaveTextContent('A moderator will look at your post.');
  expect(screen.getByRole('link', { name: '988' })).toBeInTheDocument();
});

test('says nothing about a moderator unless the post was held', () => {
  render(<CrisisSupport />);
  expect(screen.queryByText('A moderator will look at your post.')).not.toBeInTheDocument();
});

test('two boxes on one screen are each labelled by their own heading', () => {
  render(
    <>
      <CrisisSupport />
      <CrisisSupport held />
    </>,
  );
  const boxes = screen.getAllByRole('complementary', { name: 'Need to talk to someone now?' });
  expect(boxes).toHaveLength(2);
  expect(boxes[0]?.getAttribute('aria-labelledby')).not.toBe(
    boxes[1]?.getAttribute('aria-labelledby'),
  );
});
