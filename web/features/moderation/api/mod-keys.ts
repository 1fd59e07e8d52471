/** Query keys of the moderator console: everything under one prefix, refreshed together. */
export const modKeys = {
  all: ['mod'] as const,
  queue: () => [...modKeys.all, 'queue'] as const,
  payouts: () => [...modKeys.all, 'payouts'] as const,
  audit: () => [...modKeys.all, 'audit'] as const,
};
