import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConnectPrompt } from '../components/connect-prompt';
import { CommentsSection } from '../features/comments/components/comments-section';
import { MyEcho } from '../features/my-echo/components/my-echo';
import { useSignIn } from '../lib/sign-in-context';
import { useUser } from '../lib/user-context';

export function MyEchoScreen() {
  const { user } = useUser();
  const { signOut } = useSignIn();
  const navigate = useNavigate();

  function afterAccountDeleted() {
    // The server has ended every session; this clears the user here and lets the wallet go.
    signOut();
    toast.success('Your account was deleted. Take care of yourself.');
    void navigate('/');
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">My Echo</h1>
        <p className="mt-2 text-slate-600">
          Your thoughts, the replies they received, and your account. Only you can see this page.
        </p>
      </header>
      {user ? (
        <MyEcho
          user={user}
          renderComments={(thought) => <CommentsSection thought={thought} />}
          onAccountDeleted={afterAccountDeleted}
        />
      ) : (
        <ConnectPrompt
          title="Connect to see your thoughts"
          text="Connect your wallet to find the thoughts you shared, read the replies and manage your account."
        />
      )}
    </div>
  );
}
