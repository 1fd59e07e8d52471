// The browser tab's title, which a screen reader also announces when a screen opens: the
// screen's own, in the app's language (docs/decisions/086). index.html's English title stands
// only until the first screen's code has run. Set by the lazily loaded screens, so the first
// page's script does not grow.
import { useEffect } from 'react';

/** "<screen> · Echo" while the screen is shown; `exact` is used as it is (Home). */
export function useDocumentTitle(screen: string, exact = false) {
  useEffect(() => {
    document.title = exact ? screen : `${screen} · Echo`;
  }, [screen, exact]);
}
