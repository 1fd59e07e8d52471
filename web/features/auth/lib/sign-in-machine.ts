// The sign-in flow as a state machine: every step the overlay can show and every event that
// moves it, in one pure reducer (tested transition by transition). Side effects (wallet calls,
// requests, timers, toasts) live in the hook that dispatches these events.
import type { NonceResponse, User } from '../../../../schema/api';
import type { PendingSignature } from './pending-signature';

export type SignInState =
  | { step: 'connect' }
  /** Connected: the nonce arrives by itself; `signing` while the wallet prompt is open. */
  | { step: 'sign'; nonce: NonceResponse | null; signing: boolean }
  /**
   * A wallet without an account picks its permanent name; the signature is kept meanwhile.
   * `crisis`: a name was refused because it reads as a crisis, so the step shows help (the
   * refusal's `crisis: true`, DESIGN.md section 3); it stays until the step is left.
   */
  | { step: 'name'; pending: PendingSignature; name: string; crisis: boolean }
  | { step: 'verifying'; pending: PendingSignature; name: string; crisis: boolean }
  | { step: 'done'; user: User };

export type SignInEvent =
  | { type: 'NONCE_RECEIVED'; nonce: NonceResponse }
  | { type: 'SIGN_STARTED' }
  /** The wallet refused or failed to sign: the same nonce can be signed again. */
  | { type: 'SIGN_FAILED' }
  /**
   * Signed: verify goes first for every wallet. The server says nothing about a wallet before
   * its signature checks out, so a new wallet learns it needs a name from verify (needsName).
   */
  | { type: 'SIGNED'; pending: PendingSignature }
  | { type: 'NAME_CHANGED'; name: string }
  | { type: 'NAME_SUBMITTED' }
  | { type: 'VERIFIED'; user: User }
  /**
   * Verify was refused. `needsName`: the signature checked out but the wallet has no account;
   * `nonceSpent`: the signature cannot be sent again. Otherwise (a taken or invalid name) the
   * same signature is resent with another name. `crisis`: the refusal read the name as a crisis.
   */
  | { type: 'VERIFY_FAILED'; needsName: boolean; nonceSpent: boolean; crisis?: boolean };

export function initialSignInState(walletAddress: string | null): SignInState {
  return walletAddress ? { step: 'sign', nonce: null, signing: false } : { step: 'connect' };
}

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'NONCE_RECEIVED':
      return state.step === 'sign' ? { ...state, nonce: event.nonce } : state;
    case 'SIGN_STARTED':
      return state.step === 'sign' && !state.signing ? { ...state, signing: true } : state;
    case 'SIGN_FAILED':
      return state.step === 'sign' ? { ...state, signing: false } : state;
    case 'SIGNED':
      return state.step === 'sign'
        ? { step: 'verifying', pending: event.pending, name: '', crisis: false }
        : state;
    case 'NAME_CHANGED':
      return state.step === 'name' ? { ...state, name: event.name } : state;
    case 'NAME_SUBMITTED':
      return state.step === 'name' && state.name.trim()
        ? {
            step: 'verifying',
            pending: state.pending,
            name: state.name.trim(),
            crisis: state.crisis,
          }
        : state;
    case 'VERIFIED':
      return state.step === 'verifying' ? { step: 'done', user: event.user } : state;
    case 'VERIFY_FAILED':
      if (state.step !== 'verifying') return state;
      if (event.needsName) {
        return { step: 'name', pending: state.pending, name: state.name, crisis: false };
      }
      // A signature sent without a name belonged to a returning wallet: it is not resent.
      if (event.nonceSpent || !state.name) return { step: 'sign', nonce: null, signing: false };
      return {
        step: 'name',
        pending: state.pending,
        name: state.name,
        crisis: event.crisis === true || state.crisis,
      };
  }
}
