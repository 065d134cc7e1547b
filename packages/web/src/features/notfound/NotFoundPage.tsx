/** 404: an unknown route, or where an offline user is sent. Offers home and reload. */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { NavBar } from '../../components/NavBar';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page" data-testid="page-404">
      <NavBar title={t('app.title')} />
      <main className="placeholder">
        <p className="placeholder__title" style={{ fontSize: 40, color: '#c3c8d0' }}>
          404
        </p>
        <p className="placeholder__title">{t('notFound.title')}</p>
        <p className="placeholder__text">{t('notFound.description')}</p>
        <Button color="primary" onClick={() => navigate(PATHS.home, { replace: true })} data-testid="notfound-home">
          {t('notFound.home')}
        </Button>
        <Button fill="none" onClick={() => window.location.reload()} data-testid="notfound-reload">
          {t('notFound.reload')}
        </Button>
      </main>
    </div>
  );
}
