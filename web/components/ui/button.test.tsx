import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { Button } from './button';

test('a busy button keeps focus, says it is unavailable, and ignores presses', async () => {
  const onClick = vi.fn();
  const { rerender } = render(<Button onClick={onClick}>Restore</Button>);
  const button = screen.getByRole('button', { name: 'Restore' });
  button.focus();
  rerender(
    <Button onClick={onClick} busy>
      Restore
    </Button>,
  );
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  rerender(<Button onClick={onClick}>Restore</Button>);
  expect(button).not.toHaveAttribute('aria-disabled');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a busy submit button does not submit its form', async () => {
  const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
  render(
    <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
      <Button type="submit" busy>
        Mark paid
      </Button>
    </form>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Mark paid' }));
  expect(onSubmit).not.toHaveBeenCalled();
});
