import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { i18n } from '../../../i18n/i18n';
import { wasDeletedHere } from '../../../lib/deleted-here';
import { commentKeys } from '../../../lib/query-keys';
import type { LiveEvent } from '../../../../schema/api';
import { connectLiveThread, liveThreadUrl } from './live-connection';
import { applyLiveEvent } from './live-thread-cache';

/**
 * The latest comment by someone else that arrived live, for the live region: who wrote it, and
 * how many have arrived, so two in a row from one person are said twice (the region's text
 * alone would not change).
 */
type LiveArrival = { from: string; count: number };

type LiveThread = {
  newComment: LiveArrival | null;
  /** The thought was taken down while the thread was open. */
  removed: boolean;
};

/** Whether the thought's thread answers 404: taken down or deleted (a network failure is not). */
async function threadGone(thoughtId: string): Promise<boolean> {
  try {
    const path = `/api/thoughts/${encodeURIComponent(thoughtId)}/comments?limit=1`;
    return (await fetch(path, { credentials: 'omit' })).status === 404;
  } catch {
    return false;
  }
}

/**
 * While a thread is open, its room's events keep the cached comments and counts current
 * (docs/decisions/024); the socket closes when the thread does.
 */
export function useLiveThread(thoughtId: string, viewerId: string | null): LiveThread {
  const client = useQueryClient();
  const [newComment, setNewComment] = useState<LiveArrival | null>(null);
  const [removed, setRemoved] = useState(false);
  // Signing in or out does not reopen the socket: the room's events are the same for everyone.
  const viewer = useRef(viewerId);
  useEffect(() => {
    viewer.current = viewerId;
  });

  useEffect(() => {
    const key = commentKeys.forThought(thoughtId);
    const connectedFrom = Date.now();
    const onEvent = (event: LiveEvent) => {
      const outcome = applyLiveEvent(client, thoughtId, event);
      if (outcome.kind === 'comment' && outcome.comment.userId !== viewer.current) {
        const from = outcome.comment.user.presentationName;
        setNewComment((last) => ({ from, count: (last?.count ?? 0) + 1 }));
      } else if (outcome.kind === 'thought-removed') {
        setRemoved(true);
        // Its card leaves the lists at once, taking the open thread with it: say why, unless
        // the person deleted it here and was told so already.
        if (!wasDeletedHere(thoughtId)) toast.info(i18n._('thoughts.live.thoughtRemoved'));
      }
    };
    const connection = connectLiveThread({
      url: liveThreadUrl(thoughtId),
      onEvent,
      // A thread opened again shows the comments kept from when it was last open (they never go
      // stale by themselves): those posted while it was closed are read once the socket is open,
      // and none is missed after that. A list read for this opening is newer, and kept.
      onOpened: () =>
        void client.invalidateQueries({
          queryKey: key,
          predicate: ({ state }) => state.dataUpdatedAt > 0 && state.dataUpdatedAt < connectedFrom,
        }),
      // Whatever happened while the socket was down is read once from the thread itself.
      onReconnected: () => void client.invalidateQueries({ queryKey: key }),
      // Refused twice: if the thread answers 404 too, the thought is gone and its removal was
      // missed; it is told as if it had come (docs/decisions/097).
      onRefused: () =>
        void threadGone(thoughtId).then((gone) => {
          if (!gone) return;
          onEvent({ type: 'thought.removed', thoughtId });
          connection.close();
        }),
    });
    return connection.close;
  }, [client, thoughtId]);

  return { newComment, removed };
}
