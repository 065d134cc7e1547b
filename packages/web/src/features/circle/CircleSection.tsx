/** The social tab's circle card: open the feed, write a post. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CIRCLE_PATHS } from './paths';
import './circle.css';

export function CircleSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card" data-testid="social-circle">
      <h2 className="card__title">{t('circle.title')}</h2>
      <p className="muted">{t('circle.sectionHint')}</p>
      <div className="circle-section__buttons">
        <Button color="primary" onClick={() => navigate(CIRCLE_PATHS.index)} data-testid="social-circle-open">
          {t('circle.open')}
        </Button>
        <Button onClick={() => navigate(CIRCLE_PATHS.post)} data-testid="social-circle-compose">
          {t('circle.compose')}
        </Button>
      </div>
    </section>
  );
}
