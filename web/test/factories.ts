// Factories for the contract's shapes in component tests: each test names only what it cares
// about and takes the rest from here.
import type { Thought, User } from '../../schema/api';

export function buildThought(overrides: Partial<Thought> = {}): Thought {
  return {
    id: 't1',
    content: 'A perfectly fine thought',
    category: 'Work',
    likes: 0,
    comments: 0,
    createdAt: new Date().toISOString(),
    imageUrl: null,
    tokensCost: 0,
    isAnonymous: true,
    isReported: false,
    hasLiked: false,
    ...overrides,
  };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    userId: 'u1',
    walletAddress: 'AbCdEfGh1111111111111111111111112345678Z',
    presentationName: 'Ana',
    echoPoints: 40,
    isAdmin: false,
    adminRole: null,
    ...overrides,
  };
}
