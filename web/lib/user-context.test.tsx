import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useUser } from './user-context';

function Reader() {
  useUser();
  return null;
}

test('useUser outside its provider throws the developer error', () => {
  const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Reader />)).toThrow('useUser must be used within a UserProvider');
  spy.mockRestore();
});
