import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { NonceResponse, User } from '../../../../schema/api';
import { TIMINGS } from '../../../../schema/constants';
import { i18n } from '../../../i18n/i18n';
import { HttpError } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-errors';
import { requestNonce } from '../api/request-nonce';
import { verifySignature } from '../api/verify-signature';
import { toBase64, type PendingSignature } from '../lib/pending-signature';
import { initialSignInState, signInReducer } from '../lib/sign-in-machine';

// A returning wallet goes straight to verify after this pause (docs/product.md#sign-in).
export const EXISTING_USER_VERIFY_DELAY_MS = 100;

/**
 * How a refused verify is worded; other statuses (400, 422 by moderation `code`, e.g. a crisis
 * name, 429) take the app's common wording. 401: the nonce or signature no longer holds, so the
 * spec's words come with what to do (docs/decisions/095); the flow has already asked for a new
 * nonce, so signing again works.
 */
function verifyFailure(error: unknown): string {
  if (error instanceof HttpError && error.status === 401) {
    return i18n._('auth.flow.authFailedSignAgain', {
      minutes: TIMINGS.nonceLifetimeMs / 60_000,
    });
  }
  return describeError(error, { 409: 'auth.name.taken' });
}

/** What went wrong, as the toast says it: the sign step keeps it until the next try. */
export type SignInFailure = { title: string; description: string | null };

/** Shows the failure as a toast (the spec's words) and returns it for the sign step to keep. */
function failed(title: string, description: string | null = null): SignInFailure {
  if (description === null) toast.error(title);
  else toast.error(title, { description });
  return { title, description };
}

/** The spec's title, and what to do about it: "Could not reach Echo. Check your connection…". */
function nonceFailed(error: unknown): SignInFailure {
  console.error(error);
  return failed(i18n._('auth.flow.nonceFailed'), describeError(error));
}

/** EIP-1193's "user rejected the request", which Solana wallets use too. */
const USER_REJECTED = 4001;

/**
 * Why the wallet did not sign, in the person's language when it was their own choice (the
 * wallet's words are English: "User rejected the request."), else the wallet's words.
 */
function signingFailure(error: unknown): string {
  const inner = (error as { error?: unknown } | null)?.error;
  const code = [inner, error]
    .map((candidate) => (candidate as { code?: unknown } | null)?.code)
    .find((value) => value !== undefined);
  if (code === USER_REJECTED) return i18n._('auth.flow.declined');
  const message = error instanceof Error ? error.message : '';
  return message || i18n._('auth.flow.signingFailedFallback');
}

async function signWith(
  wallet: Pick<ReturnType<typeof useWallet>, 'signIn' | 'signMessage'>,
  walletAddress: string,
  answer: NonceResponse,
): Promise<PendingSignature> {
  if (wallet.signIn) {
    const output = await wallet.signIn(answer.signInInput);
    return {
      walletAddress: output.account.address,
      nonce: answer.nonce,
      signature: toBase64(output.signature),
      signedMessage: toBase64(output.signedMessage),
    };
  }
  if (!wallet.signMessage) throw new Error(i18n._('auth.flow.noMessageSigning'));
  const signature = await wallet.signMessage(new TextEncoder().encode(answer.message));
  return { walletAddress, nonce: answer.nonce, signature: toBase64(signature) };
}

/**
 * The sign-in flow (connect → sign → name → verifying → done) driven by `signInReducer`; this
 * hook runs the effects each state asks for and owns the flow's timers, which die with it.
 * Mount one per connected address (`key`), so a wallet disconnect starts over. `onAuthenticated`
 * runs once, as soon as verify succeeds; the handoff to the app is the caller's.
 */
export function useAuthFlow(walletAddress: string | null, onAuthenticated: (user: User) => void) {
  const { connecting, signIn, signMessage } = useWallet();
  const [state, dispatch] = useReducer(signInReducer, walletAddress, initialSignInState);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const onAuthenticatedRef = useRef(onAuthenticated);
  useEffect(() => {
    onAuthenticatedRef.current = onAuthenticated;
  }, [onAuthenticated]);

  // Connected and without a nonce (first, or after a spent one): ask for one.
  const needsNonce = state.step === 'sign' && state.nonce === null;
  useEffect(() => {
    if (!walletAddress || !needsNonce) return;
    let current = true;
    requestNonce(walletAddress).then(
      (nonce) => current && dispatch({ type: 'NONCE_RECEIVED', nonce }),
      (error: unknown) => current && setFailure(nonceFailed(error)),
    );
    return () => {
      current = false;
    };
  }, [walletAddress, needsNonce]);

  // Verifying: send the signature (with the name, when one was picked).
  const verifying = state.step === 'verifying' ? state : null;
  useEffect(() => {
    if (!verifying) return;
    const { pending, name } = verifying;
    let current = true;
    const run = async () => {
      try {
        const user = await verifySignature({
          walletAddress: pending.walletAddress,
          nonce: pending.nonce,
          signature: pending.signature,
          ...(pending.signedMessage ? { signedMessage: pending.signedMessage } : {}),
          ...(name ? { presentationName: name } : {}),
        });
        toast.success(i18n._('auth.flow.welcome', { name: user.presentationName }), {
          description: i18n._('auth.flow.welcomeDescription'),
        });
        // Handed over even if this flow unmounts next: the caller owns what happens after.
        onAuthenticatedRef.current(user);
        if (current) dispatch({ type: 'VERIFIED', user });
      } catch (error) {
        const needsName =
          error instanceof HttpError && error.status === 400 && error.body?.needsName === true;
        const nonceSpent = !(error instanceof HttpError) || error.status === 401;
        // A name that reads as a crisis (422 crisis_name): the name step shows help.
        const crisis = error instanceof HttpError && error.body?.crisis === true;
        if (!needsName) {
          const shown = failed(i18n._('auth.flow.authFailed'), verifyFailure(error));
          if (current) setFailure(shown);
        }
        if (current) dispatch({ type: 'VERIFY_FAILED', needsName, nonceSpent, crisis });
      }
    };
    // A returning wallet (no name step) verifies after a short pause, so "Signing you in..."
    // does not flash; the pause is cancelled with the flow.
    const timer = setTimeout(() => void run(), name ? 0 : EXISTING_USER_VERIFY_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // Runs once per entry into `verifying` (the state object changes only on a transition).
  }, [verifying]);

  const sign = useCallback(async () => {
    if (!walletAddress || state.step !== 'sign' || state.signing) return;
    if (!signIn && !signMessage) {
      setFailure(failed(i18n._('auth.flow.noMessageSigning')));
      return;
    }
    setFailure(null);
    dispatch({ type: 'SIGN_STARTED' });
    let answer = state.nonce;
    if (!answer) {
      try {
        answer = await requestNonce(walletAddress);
        dispatch({ type: 'NONCE_RECEIVED', nonce: answer });
      } catch (error) {
        setFailure(nonceFailed(error));
        dispatch({ type: 'SIGN_FAILED' });
        return;
      }
    }
    let pending: PendingSignature;
    try {
      pending = await signWith({ signIn, signMessage }, walletAddress, answer);
    } catch (error) {
      setFailure(failed(i18n._('auth.flow.signingFailed'), signingFailure(error)));
      dispatch({ type: 'SIGN_FAILED' });
      return;
    }
    // Verify goes first: a wallet without an account answers 400 `needsName`, which brings the
    // name step, and the same signature is then sent again with the name.
    dispatch({ type: 'SIGNED', pending });
  }, [walletAddress, state, signIn, signMessage]);

  const submitName = useCallback(() => {
    if (state.step !== 'name') return;
    if (!state.name.trim()) {
      toast.error(i18n._('auth.name.required'), {
        description: i18n._('auth.name.requiredDescription'),
      });
      return;
    }
    dispatch({ type: 'NAME_SUBMITTED' });
  }, [state]);

  const setName = useCallback((name: string) => dispatch({ type: 'NAME_CHANGED', name }), []);

  return {
    state,
    walletAddress,
    connecting,
    busy: (state.step === 'sign' && state.signing) || state.step === 'verifying',
    failure,
    sign,
    submitName,
    setName,
  };
}
