import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { NonceResponse, User } from '../../../../schema/api';
import { errorMessage, HttpError } from '../../../lib/api-client';
import { requestNonce } from '../api/request-nonce';
import { verifySignature } from '../api/verify-signature';
import {
  clearPendingSignature,
  readPendingSignature,
  savePendingSignature,
  toBase64,
  type PendingSignature,
} from '../lib/pending-signature';
import { SUCCESS_HANDOFF_MS } from '../lib/refresh-user';

function nonceFailed(error: unknown) {
  console.error(error);
  toast.error('Failed to generate nonce');
}

export type AuthStep = 'connect' | 'sign' | 'name' | 'verifying' | 'success';

// A returning wallet goes straight to verify after this pause (spec section 4).
export const EXISTING_USER_VERIFY_DELAY_MS = 100;

/**
 * The three-step sign-in: connect → sign → name (new wallets) → verify. Every wallet call here
 * runs from a click; the nonce is requested as soon as the wallet connects. Mount one per
 * connected address (`key`), so a wallet disconnect resets everything.
 */
export function useAuthFlow(walletAddress: string | null, onAuthenticated: (user: User) => void) {
  const { connecting, signIn, signMessage } = useWallet();
  const [step, setStep] = useState<AuthStep>(walletAddress ? 'sign' : 'connect');
  const [nonce, setNonce] = useState<NonceResponse | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [welcomeName, setWelcomeName] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const onAuthenticatedRef = useRef(onAuthenticated);
  useEffect(() => {
    onAuthenticatedRef.current = onAuthenticated;
  }, [onAuthenticated]);

  const later = useCallback((ms: number, run: () => void) => {
    timers.current.push(setTimeout(run, ms));
  }, []);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const fetchNonce = useCallback(async (address: string): Promise<NonceResponse | null> => {
    try {
      const answer = await requestNonce(address);
      setNonce(answer);
      return answer;
    } catch (error) {
      nonceFailed(error);
      return null;
    }
  }, []);

  // A fresh flow per wallet (the caller keys it by address, so a disconnect or a switch
  // starts over with every field cleared): connected → ask for a nonce right away.
  useEffect(() => {
    clearPendingSignature();
    if (!walletAddress) return;
    let current = true;
    requestNonce(walletAddress).then(
      (answer) => current && setNonce(answer),
      (error: unknown) => current && nonceFailed(error),
    );
    return () => {
      current = false;
    };
  }, [walletAddress]);

  const verify = useCallback(
    async (pending: PendingSignature, presentationName?: string) => {
      setBusy(true);
      setStep('verifying');
      try {
        const user = await verifySignature({
          walletAddress: pending.walletAddress,
          nonce: pending.nonce,
          signature: pending.signature,
          ...(pending.signedMessage ? { signedMessage: pending.signedMessage } : {}),
          ...(presentationName ? { presentationName } : {}),
        });
        clearPendingSignature();
        setWelcomeName(user.presentationName);
        setStep('success');
        toast.success(`Welcome, ${user.presentationName}!`, {
          description: 'You are signed in to Echo.',
        });
        // Not cancelled on unmount: closing the overlay early must not lose the signed-in user.
        setTimeout(() => onAuthenticatedRef.current(user), SUCCESS_HANDOFF_MS);
      } catch (error) {
        toast.error('Authentication Failed', {
          description: errorMessage(error, 'Failed to complete authentication'),
        });
        const nonceSpent = !(error instanceof HttpError) || error.status === 401;
        if (nonceSpent || pending.existingName) {
          // The signature cannot be used again: sign a fresh nonce.
          clearPendingSignature();
          setStep('sign');
          void fetchNonce(pending.walletAddress);
        } else {
          // A missing or taken name: the nonce is still good, let the user pick another.
          setStep('name');
        }
      } finally {
        setBusy(false);
      }
    },
    [fetchNonce],
  );

  const sign = useCallback(async () => {
    if (!walletAddress || busy) return;
    if (!signIn && !signMessage) {
      toast.error('Wallet does not support message signing');
      return;
    }
    setBusy(true);
    try {
      const answer = nonce ?? (await fetchNonce(walletAddress));
      if (!answer) return;
      let pending: PendingSignature;
      try {
        if (signIn) {
          const output = await signIn(answer.signInInput);
          pending = {
            walletAddress: output.account.address,
            nonce: answer.nonce,
            signature: toBase64(output.signature),
            signedMessage: toBase64(output.signedMessage),
          };
        } else if (signMessage) {
          const signature = await signMessage(new TextEncoder().encode(answer.message));
          pending = { walletAddress, nonce: answer.nonce, signature: toBase64(signature) };
        } else {
          return;
        }
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : '';
        toast.error('Signing Failed', { description: message || 'Failed to sign message' });
        return;
      }
      if (answer.existingUser) pending.existingName = answer.existingUser.presentationName;
      savePendingSignature(pending);
      if (answer.existingUser) {
        setStep('verifying');
        later(EXISTING_USER_VERIFY_DELAY_MS, () => void verify(pending));
      } else {
        setStep('name');
      }
    } finally {
      setBusy(false);
    }
  }, [walletAddress, busy, signIn, signMessage, nonce, fetchNonce, later, verify]);

  const submitName = useCallback(() => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast.error('Name Required', { description: 'Please enter a presentation name' });
      return;
    }
    const pending = readPendingSignature();
    if (!pending || pending.walletAddress !== walletAddress) {
      setStep('sign');
      return;
    }
    void verify(pending, trimmed);
  }, [name, walletAddress, verify]);

  return {
    step,
    walletAddress,
    connecting,
    busy,
    nonceReady: nonce !== null,
    name,
    setName,
    welcomeName,
    sign,
    submitName,
  };
}
