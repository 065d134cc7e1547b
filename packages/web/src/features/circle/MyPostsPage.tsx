/** My posts, newest first, each with delete (confirm). */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { FeedList } from './FeedList';
import { CIRCLE_PATHS } from './paths';
import './circle.css';

export default function MyPostsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(CIRCLE_PATHS.index);
  return (
    <div className="page" data-testid="page-circle-mine">
      <NavBar title={t('circle.mine')} onBack={goBack} />
      <main className="page__body">
        <FeedList
          scope="mine"
          empty={{
            title: t('circle.mineEmptyTitle'),
            hint: t('circle.mineEmptyHint'),
            action: (
              <Button color="primary" onClick={() => navigate(CIRCLE_PATHS.post)}>
                {t('circle.compose')}
              </Button>
            ),
          }}
        />
      </main>
    </div>
  );
}
