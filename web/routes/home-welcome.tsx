import type { User } from '../../schema/api';
import { Trans } from '../i18n/react';
import { useEchoPoints } from '../lib/points-queries';

/** "Welcome back, name! You have N Echo Points." For signed-in people only, so it loads apart. */
export function HomeWelcome({ user }: { user: User }) {
  const echoPoints = useEchoPoints(user);
  return (
    <Trans
      id="common.home.welcome"
      values={{ name: user.presentationName, points: echoPoints ?? 0 }}
      components={{ 0: <span className="font-bold text-brand-700" /> }}
    />
  );
}
