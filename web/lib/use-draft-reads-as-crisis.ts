import { useCallback, useEffect, useState } from 'react';
import type { DraftCheckAnswer, DraftCheckQuestion } from '../workers/draft-check-messages';

type Check = (text: string) => Promise<boolean>;

/**
 * The detector's crisis check, shared with the worker (schema/moderation), run in a Web Worker
 * (web/workers/draft-check.ts) so compiling the lexicons never freezes the page. Started once,
 * the first time a person focuses a draft, never in the first load. Drafts never leave the
 * device for it. Where there are no Web Workers (tests in jsdom), the same module runs here.
 */
let loading: Check | null = null;
function loadCheck(): Check {
  if (loading) return loading;
  if (typeof Worker === 'undefined') {
    const module = import('../../schema/moderation/reads-as-crisis');
    loading = async (text) => (await module).readsAsCrisis(text);
    return loading;
  }
  const worker = new Worker(new URL('../workers/draft-check.ts', import.meta.url), {
    type: 'module',
  });
  const waiting = new Map<number, (reads: boolean) => void>();
  worker.addEventListener('message', (event: MessageEvent<DraftCheckAnswer>) => {
    waiting.get(event.data.id)?.(event.data.reads);
    waiting.delete(event.data.id);
  });
  let next = 0;
  loading = (text) =>
    new Promise((resolve) => {
      next += 1;
      waiting.set(next, resolve);
      const question: DraftCheckQuestion = { id: next, text };
      worker.postMessage(question);
    });
  return loading;
}

// Checked when typing pauses, not on every key.
const PAUSE_MS = 250;

/**
 * Whether the draft reads as a crisis, so the help box shows before posting (DESIGN.md section 5)
 * and stays until the draft no longer reads so. `onFocus` starts the check; until its first
 * answer the reading is false.
 */
export function useDraftReadsAsCrisis(draft: string): {
  readsAsCrisis: boolean;
  onFocus: () => void;
} {
  const [check, setCheck] = useState<Check | null>(null);
  const [reads, setReads] = useState(false);
  const onFocus = useCallback(() => setCheck(() => loadCheck()), []);
  useEffect(() => {
    if (check === null) return;
    // An answer for a draft that has changed since is dropped.
    let current = true;
    const timer = setTimeout(() => {
      void check(draft).then((answer) => {
        if (current) setReads(answer);
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [check, draft]);
  return { readsAsCrisis: reads && draft.trim() !== '', onFocus };
}
