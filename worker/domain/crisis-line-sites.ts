// The crisis lines' own web sites and the international directory: a post or comment that passes
// one on is not refused for a link (docs/decisions/085). They are the sites of the lines Echo
// shows (worker/data/helplines, docs/decisions/023).
import { HELPLINES } from '../data/helplines';
import { publicSitesOf, type PublicSites } from './moderation/public-sites';

export const CRISIS_LINE_SITES: PublicSites = publicSitesOf(
  [...HELPLINES.values()].flatMap((record) =>
    record.lines.flatMap((line) => (line.web ? [line.web] : [])),
  ),
);
