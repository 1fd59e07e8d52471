// The thoughts the person deleted in this tab. Their thread's live "removed" event needs no
// toast of its own: the deletion already said "Your thought was deleted", and a second toast
// saying "This thought was removed." reads as if someone else took it down.
const deletedHere = new Set<string>();

/** Marked when the deletion is sent: the live event may arrive before the answer does. */
export const markDeletedHere = (thoughtId: string) => void deletedHere.add(thoughtId);

/** A deletion that failed leaves the thought as it was: a later removal is news again. */
export const forgetDeletedHere = (thoughtId: string) => void deletedHere.delete(thoughtId);

export const wasDeletedHere = (thoughtId: string) => deletedHere.has(thoughtId);
