import { useT } from '../i18n/react';
import { useSignIn } from '../lib/sign-in-context';
import { Button } from './ui/button';
import { Card } from './ui/card';

/** What a signed-out visitor sees on a screen that belongs to a signed-in person. */
export function ConnectPrompt({ title, text }: { title: string; text: string }) {
  const t = useT();
  const { openSignIn } = useSignIn();
  return (
    <Card aria-labelledby="connect-prompt-title" className="text-center">
      <h2 id="connect-prompt-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <Button className="mt-4" onClick={openSignIn}>
        {t('common.connectPrompt.button')}
      </Button>
    </Card>
  );
}
