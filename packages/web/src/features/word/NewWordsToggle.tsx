/** "Add to my new-words book": needs a signed-in user (the authorization prompt otherwise); persists on the server. */
import Button from 'antd-mobile/es/components/button';
import StarFill from 'antd-mobile-icons/es/StarFill';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import { useTranslation } from 'react-i18next';
import { showAuthPrompt } from '../../components/AuthPrompt';
import { toast } from '../../components/toast';
import { useSession } from '../../session/store';
import { useNewWordsToggle } from '../dict/api/dictionary';

export function NewWordsToggle({ id, inNewWords }: { id: number; inNewWords: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.token !== null);
  const toggle = useNewWordsToggle(id);
  const on = signedIn && inNewWords;
  const flip = () => {
    if (!signedIn) {
      showAuthPrompt();
      return;
    }
    toggle.mutate(!on, { onSuccess: (r) => toast(t(r.inNewWords ? 'dict.addedToNewWords' : 'dict.removedFromNewWords')) });
  };
  return (
    <Button
      block
      color={on ? 'default' : 'primary'}
      fill={on ? 'outline' : 'solid'}
      loading={toggle.isPending}
      onClick={flip}
      aria-pressed={on}
      data-testid="word-new-words-toggle"
    >
      <span className="word-toggle">
        {on ? <StarFill /> : <StarOutline />}
        {t(on ? 'dict.inNewWords' : 'dict.addToNewWords')}
      </span>
    </Button>
  );
}
