/** `#/pages/circle/index`: the feed of mine, my friends' and my team-mates' posts; write one; my posts. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { FeedList } from './FeedList';
import { CIRCLE_PATHS } from './paths';
import './circle.css';

export default function CirclePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.social);
  return (
    <div className="page" data-testid="page-circle">
      <NavBar
        title={t('circle.title')}
        onBack={goBack}
        right={
          <button type="button" className="circle-link" onClick={() => navigate(CIRCLE_PATHS.mine)} data-testid="circle-mine-open">
            {t('circle.mine')}
          </button>
        }
      />
      <main className="page__body">
        <Button block color="primary" onClick={() => navigate(CIRCLE_PATHS.post)} data-testid="circle-compose">
          {t('circle.compose')}
        </Button>
        <FeedList scope="all" empty={{ title: t('circle.emptyTitle'), hint: t('circle.emptyHint') }} />
      </main>
    </div>
  );
}
