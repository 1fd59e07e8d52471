import { expect, test } from 'vitest';
import { buildUser } from '../../../test/factories';
import { initialSignInState, signInReducer, type SignInState } from './sign-in-machine';

const PENDING = { walletAddress: 'w', nonce: 'n', signature: 's' };
const NONCE = { nonce: 'n', message: 'm', signInInput: {} } as never;
const sign: SignInState = { step: 'sign', nonce: NONCE, signing: false };
const verifying = (name: string, crisis = false): SignInState => ({
  step: 'verifying',
  pending: PENDING,
  name,
  crisis,
});

test('starts at connect without a wallet and at sign with one', () => {
  expect(initialSignInState(null)).toEqual({ step: 'connect' });
  expect(initialSignInState('w')).toEqual({ step: 'sign', nonce: null, signing: false });
});

test('sign takes a nonce, starts, fails back to sign, and clears a spent nonce', () => {
  const empty = initialSignInState('w');
  expect(signInReducer(empty, { type: 'NONCE_RECEIVED', nonce: NONCE })).toEqual(sign);
  const signing = signInReducer(sign, { type: 'SIGN_STARTED' });
  expect(signing).toEqual({ ...sign, signing: true });
  expect(signInReducer(signing, { type: 'SIGN_STARTED' })).toBe(signing);
  expect(signInReducer(signing, { type: 'SIGN_FAILED' })).toEqual(sign);
});

test('a signature always goes straight to verifying; needsName then brings the name step', () => {
  const signed = signInReducer(sign, { type: 'SIGNED', pending: PENDING });
  expect(signed).toEqual(verifying(''));
  expect(
    signInReducer(signed, { type: 'VERIFY_FAILED', needsName: true, nonceSpent: false }),
  ).toEqual({ step: 'name', pending: PENDING, name: '', crisis: false });
});

test('the name step edits, refuses a blank name and verifies with the trimmed one', () => {
  const name: SignInState = { step: 'name', pending: PENDING, name: '', crisis: false };
  expect(signInReducer(name, { type: 'NAME_SUBMITTED' })).toBe(name);
  const typed = signInReducer(name, { type: 'NAME_CHANGED', name: ' River ' });
  expect(signInReducer(typed, { type: 'NAME_SUBMITTED' })).toEqual(verifying('River'));
});

test('verifying ends done, or back at name or sign depending on the failure', () => {
  const user = buildUser();
  expect(signInReducer(verifying(''), { type: 'VERIFIED', user })).toEqual({ step: 'done', user });
  const fail = (needsName: boolean, nonceSpent: boolean) =>
    ({ type: 'VERIFY_FAILED', needsName, nonceSpent }) as const;
  expect(signInReducer(verifying(''), fail(true, false)).step).toBe('name');
  expect(signInReducer(verifying('Taken'), fail(false, false))).toEqual({
    step: 'name',
    pending: PENDING,
    name: 'Taken',
    crisis: false,
  });
  expect(signInReducer(verifying('River'), fail(false, true))).toEqual(initialSignInState('w'));
  expect(signInReducer(verifying(''), fail(false, false))).toEqual(initialSignInState('w'));
});

test('events that do not belong to the current step change nothing', () => {
  const connect = initialSignInState(null);
  expect(signInReducer(connect, { type: 'SIGN_STARTED' })).toBe(connect);
  expect(signInReducer(sign, { type: 'VERIFIED', user: buildUser() })).toBe(sign);
  expect(signInReducer(sign, { type: 'NAME_SUBMITTED' })).toBe(sign);
});

test('a name refused as a crisis brings the name step back with help, which stays until the step is left', () => {
  const refused = signInReducer(verifying('i want to die'), {
    type: 'VERIFY_FAILED',
    needsName: false,
    nonceSpent: false,
    crisis: true,
  });
  expect(refused).toEqual({ step: 'name', pending: PENDING, name: 'i want to die', crisis: true });
  const retyped = signInReducer(refused, { type: 'NAME_CHANGED', name: 'River' });
  expect(retyped).toMatchObject({ crisis: true });
  const resent = signInReducer(retyped, { type: 'NAME_SUBMITTED' });
  expect(resent).toEqual(verifying('River', true));
  // The next name taken (409) keeps the help on screen.
  expect(
    signInReducer(resent, { type: 'VERIFY_FAILED', needsName: false, nonceSpent: false }),
  ).toMatchObject({ step: 'name', crisis: true });
});
