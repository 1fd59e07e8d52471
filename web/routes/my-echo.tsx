import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConnectPrompt } from '../components/connect-prompt';
import { CommentsSection } from '../features/comments/components/comments-section';
import { MyEcho } from '../features/my-echo/components/my-echo';
import { useT } from '../i18n/react';
import { useSignIn } from '../lib/sign-in-context';
import { useDocumentTitle } from '../lib/use-document-title';
import { useUser } from '../lib/user-context';

export function MyEchoScreen() {
  const t = useT();
  useDocumentTitle(t('me.screen.title'));
  const { user } = useUser();
  const { signOut } = useSignIn();
  const navigate = useNavigate();

  function afterAccountDeleted() {
    // The server has ended every session; this clears the user here and lets the wallet go.
    signOut();
    toast.success(t('me.screen.accountDeleted'));
    void navigate('/');
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">{t('me.screen.title')}</h1>
        <p className="mt-2 text-slate-600">{t('me.screen.intro')}</p>
      </header>
      {user ? (
        <MyEcho
          user={user}
          renderComments={(thought) => <CommentsSection thought={thought} ownThought />}
          onAccountDeleted={afterAccountDeleted}
        />
      ) : (
        <ConnectPrompt title={t('me.screen.connectTitle')} text={t('me.screen.connectText')} />
      )}
    </div>
  );
}
