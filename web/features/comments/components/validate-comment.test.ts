import { expect, test } from 'vitest';
import { validateComment } from './validate-comment';

// The toasts' English text is asserted where they are shown (comments-section.test.tsx).
test('fewer than 5 characters after trimming is too short', () => {
  expect(validateComment('  abcd  ')).toEqual({
    title: 'thoughts.commentForm.tooShortTitle',
    description: 'thoughts.commentForm.tooShortBody',
    values: { min: 5 },
  });
});

test('more than 500 characters after trimming is too long', () => {
  expect(validateComment('x'.repeat(501))).toEqual({
    title: 'thoughts.commentForm.tooLongTitle',
    description: 'thoughts.commentForm.tooLongBody',
    values: { max: 500 },
  });
});

test('5 and 500 characters are both fine, surrounding spaces ignored', () => {
  expect(validateComment(' abcde ')).toBeNull();
  expect(validateComment(` ${'x'.repeat(500)} `)).toBeNull();
});

test('characters that draw nothing do not count toward the minimum, as the server counts them', () => {
  expect(validateComment('\u200b\u200b\u200b\u200b\u200b\u200b')?.title).toBe(
    'thoughts.commentForm.tooShortTitle',
  );
  expect(validateComment('ab\u200dcd')?.title).toBe('thoughts.commentForm.tooShortTitle');
  expect(validateComment('ab\ncde')).toBeNull();
});
