import { describe, expect, test } from 'vitest';
import { moderate, ruleModerator } from './moderation';

type Expectation = 'allowed' | 'crisis' | 'hate' | 'threat' | 'email' | 'phone' | 'link';

const REASON_WORDS: Record<Exclude<Expectation, 'allowed' | 'crisis'>, RegExp> = {
  hate: /slurs and hateful language/,
  threat: /threats of violence/,
  email: /email address/,
  phone: /phone number/,
  link: /link/,
};

// Offensive terms below exist only to prove they are blocked.
const CASES: [string, Expectation][] = [
  // ordinary posts and swearing are fine
  ['I feel anxious about my exam tomorrow', 'allowed'],
  ['This week has been fucking exhausting, shit keeps piling up', 'allowed'],
  ['My boss is such a bastard, work is hell', 'allowed'],
  ['I killed it at the interview today!', 'allowed'],
  ['This pizza is to die for', 'allowed'],
  ['There is a chink in my armour and I hate it', 'allowed'],
  ['We bought fire retardant paint for the garage', 'allowed'],
  ['I sniggered at the cat video for an hour', 'allowed'],
  ['Scored 100-1000 points in the game last night', 'allowed'],
  ['I was born in 1995 and moved out in 2013', 'allowed'],
  ['I love node.js and react for side projects', 'allowed'],
  ['Shower thought: e.g. cereal is soup, i.e. cold soup', 'allowed'],
  ['I want to kill time before my flight', 'allowed'],
  // slurs, plain and obfuscated
  ['you are a nigger', 'hate'],
  ['such a f4gg0t honestly', 'hate'],
  ['n1gg3r go home', 'hate'],
  ['n i g g e r', 'hate'],
  ['k.i.k.e everywhere', 'hate'],
  ['what a faaaaggot', 'hate'],
  ['n*gger', 'hate'],
  ['stupid r3tard', 'hate'],
  ['go back home you wetback', 'hate'],
  ['the tr@nny next door', 'hate'],
  ['ch1nk', 'hate'],
  // hate speech without slurs
  ['all muslims are vermin', 'hate'],
  ['we should gas the jews', 'hate'],
  ['immigrants should die', 'hate'],
  ['heil hitler', 'hate'],
  // threats against others
  ['I will kill you', 'threat'],
  ["I'm going to stab my boss tomorrow", 'threat'],
  ['im gonna shoot up the school', 'threat'],
  ['i will k1ll you', 'threat'],
  ['I know where you live', 'threat'],
  ['go kill yourself', 'threat'],
  ['I want to hurt him so badly', 'threat'],
  // self-harm is never blocked: allowed with crisis
  ['I want to kill myself', 'crisis'],
  ["I've been thinking about suicide a lot lately", 'crisis'],
  ["I don't want to be alive anymore", 'crisis'],
  ['I keep cutting myself when it gets bad', 'crisis'],
  ['everyone would be better off without me', 'crisis'],
  ['I want to end my life', 'crisis'],
  // contact details
  ['email me at jane.doe@example.com', 'email'],
  ['write to jane (at) gmail (dot) com', 'email'],
  ['call me on 555-123-4567', 'phone'],
  ['text (555) 123 4567 tonight', 'phone'],
  ['my number is +44 20 7946 0958', 'phone'],
  ['ring 07912345678', 'phone'],
  // links
  ['check https://example.org/page', 'link'],
  ['visit www.mysite.net for more', 'link'],
  ['join me on discord.gg/abc', 'link'],
  ['go to freestuff.com now', 'link'],
  ['see bit.ly/xyz', 'link'],
];

describe('moderate()', () => {
  test('the table has at least 40 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(40);
  });

  test.each(CASES)('%s → %s', (text, expected) => {
    const result = moderate(text);
    if (expected === 'allowed' || expected === 'crisis') {
      expect(result).toEqual({ allowed: true, crisis: expected === 'crisis' });
      return;
    }
    expect(result.allowed).toBe(false);
    if (result.allowed) return;
    expect(result.reason.startsWith('Content not allowed: ')).toBe(true);
    expect(result.reason).toMatch(REASON_WORDS[expected]);
  });

  test('a threat against others plus self-harm is blocked, and the reason points to help', () => {
    const result = moderate("I'm going to kill him and then kill myself");
    expect(result.allowed).toBe(false);
    if (result.allowed) return;
    expect(result.reason).toMatch(/threats of violence/);
    expect(result.reason).toContain('988');
    expect(result.reason).toContain('text HOME to 741741');
  });

  test('a plain block does not mention the crisis line', () => {
    const result = moderate('I will kill you');
    expect(result.allowed).toBe(false);
    if (result.allowed) return;
    expect(result.reason).not.toContain('988');
  });

  test('ruleModerator gives the same verdict asynchronously', async () => {
    await expect(ruleModerator.moderate('I want to kill myself')).resolves.toEqual({
      allowed: true,
      crisis: true,
    });
  });
});
