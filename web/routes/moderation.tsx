import { ModerationConsole } from '../features/moderation/components/moderation-console';
import { useUser } from '../lib/user-context';
import { NotFoundScreen } from './not-found';

/** Staff only; for everyone else the screen does not exist (the same 404 as any unknown path). */
export function ModerationScreen() {
  const { user } = useUser();
  if (!user?.isAdmin) return <NotFoundScreen />;
  return <ModerationConsole user={user} />;
}
