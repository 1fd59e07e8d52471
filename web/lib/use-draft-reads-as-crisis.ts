import { useCallback, useEffect, useState } from 'react';

type Check = (text: string) => boolean;

// The detector's crisis check, shared with the worker (schema/moderation): fetched once, the first
// time a person focuses a draft, never in the first load. Drafts never leave the device for it.
let loading: Promise<Check> | null = null;
function loadCheck(): Promise<Check> {
  loading ??= import('../../schema/moderation/reads-as-crisis').then(
    (module) => module.readsAsCrisis,
  );
  return loading;
}

// Checked when typing pauses, not on every key.
const PAUSE_MS = 250;

/**
 * Whether the draft reads as a crisis, so the help box shows before posting (DESIGN.md section 5)
 * and stays until the draft no longer reads so. `onFocus` loads the check; until it has arrived
 * the answer is false.
 */
export function useDraftReadsAsCrisis(draft: string): {
  readsAsCrisis: boolean;
  onFocus: () => void;
} {
  const [check, setCheck] = useState<Check | null>(null);
  const [reads, setReads] = useState(false);
  const onFocus = useCallback(() => {
    void loadCheck().then((loaded) => setCheck(() => loaded));
  }, []);
  useEffect(() => {
    if (check === null) return;
    const timer = setTimeout(() => setReads(check(draft)), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [check, draft]);
  return { readsAsCrisis: reads && draft.trim() !== '', onFocus };
}
