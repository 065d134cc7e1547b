/** The built-in open-location page: a place's name and coordinates, copy them, the map when configured. */
import Button from 'antd-mobile/es/components/button';
import EnvironmentOutline from 'antd-mobile-icons/es/EnvironmentOutline';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useCircleConfig } from './api/circle';
import { CIRCLE_PATHS } from './paths';
import { TileMap } from './TileMap';
import './circle.css';

export default function OpenLocationPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(CIRCLE_PATHS.index);
  const [params] = useSearchParams();
  const config = useCircleConfig();
  const name = params.get('name') ?? '';
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  const valid = params.get('lat') !== null && params.get('lng') !== null && Number.isFinite(lat) && Number.isFinite(lng);
  const coords = `${lat.toFixed(6)}, ${lng.toFixed(6)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${name} ${coords}`.trim());
      toast(t('circle.copied'));
    } catch {
      toast(t('circle.copyFailed'));
    }
  };
  return (
    <div className="page" data-testid="page-open-location">
      <NavBar title={t('circle.openLocation')} onBack={goBack} />
      <main className="page__body">
        {!valid ? (
          <EmptyState title={t('circle.noPlace')} />
        ) : (
          <>
            {config.data?.mapTileUrl ? (
              <TileMap template={config.data.mapTileUrl} lat={lat} lng={lng} />
            ) : (
              <p className="muted" data-testid="circle-no-map">
                {t('circle.noMapView')}
              </p>
            )}
            <section className="card">
              <h2 className="card__title" data-testid="open-location-name">
                <EnvironmentOutline aria-hidden="true" /> {name || t('circle.unnamedPlace')}
              </h2>
              <p className="circle-coords" data-testid="open-location-coords">
                {t('circle.coordinates', { lat: lat.toFixed(6), lng: lng.toFixed(6) })}
              </p>
              <Button block onClick={() => void copy()} data-testid="open-location-copy">
                {t('circle.copy')}
              </Button>
            </section>
          </>
        )}
      </main>
    </div>
  );
}
