import { toast } from 'sonner';

/**
 * Who may act, handed in by the route (this feature does not reach into the auth feature):
 * browsing works for everyone, posting, liking and reporting need a signed-in user.
 */
export type InteractionGate = {
  isAuthenticated: boolean;
  requestSignIn: () => void;
  /** Set while a moderator has suspended the viewer: writing forms give way to a notice. */
  suspendedUntil?: Date | null;
};

/** True when the viewer may act; otherwise prompts them to connect a wallet. */
export function allowInteraction(gate: InteractionGate): boolean {
  if (gate.isAuthenticated) return true;
  toast('Connect wallet to interact');
  gate.requestSignIn();
  return false;
}
