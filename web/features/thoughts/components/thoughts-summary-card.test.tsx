import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { fakeServer, renderWithProviders, SIGNED_OUT } from '../../../test/render';
import { ThoughtsSummaryCard } from './thoughts-summary-card';

afterEach(() => vi.unstubAllGlobals());

test('links to /thoughts with the total and the count of each category', async () => {
  fakeServer({
    ...SIGNED_OUT,
    'GET /api/clusters': {
      body: [
        { id: '2', category: 'Gaming', group: 'meme', count: 4, description: '' },
        { id: '1', category: 'Anxiety', group: 'real', count: 7, description: '' },
      ],
    },
  });
  renderWithProviders(
    <MemoryRouter>
      <ThoughtsSummaryCard />
    </MemoryRouter>,
  );
  // The link is the title alone; the counts are the card's text, not the link's name.
  const link = await screen.findByRole('link', { name: 'Community Thoughts' });
  expect(link).toHaveAttribute('href', '/thoughts');
  expect(await screen.findByText('11')).toBeInTheDocument();
  const counts = within(screen.getByRole('list', { name: 'Thoughts per category' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(counts).toEqual(['Anxiety: 7', 'Gaming: 4']);
});
