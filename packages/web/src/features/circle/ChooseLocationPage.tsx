/**
 * The built-in choose-location page: a place name and coordinates (default 39.909, 116.39742),
 * "use my location" when the browser allows it, and a map to tap only when a tile source is
 * configured (MAP_TILE_URL). Confirm puts the place on the post being written.
 */
import { CIRCLE_LIMITS, textLength } from '@qfl/core';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar';
import { toast } from '../../components/toast';
import { useGoBack } from '../../components/use-go-back';
import { useCircleConfig } from './api/circle';
import { useDraft } from './draft-store';
import { CIRCLE_PATHS } from './paths';
import { TileMap } from './TileMap';
import './circle.css';

const DEFAULT = { lat: 39.909, lng: 116.39742 };

export default function ChooseLocationPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(CIRCLE_PATHS.post);
  const config = useCircleConfig();
  const current = useDraft((s) => s.place);
  const start = current ?? config.data?.defaultPoint ?? DEFAULT;
  const [name, setName] = useState(current?.name ?? '');
  const [lat, setLat] = useState(String(start.lat));
  const [lng, setLng] = useState(String(start.lng));
  const [locating, setLocating] = useState(false);
  const latN = Number(lat);
  const lngN = Number(lng);
  const latOk = lat.trim() !== '' && Number.isFinite(latN) && latN >= -90 && latN <= 90;
  const lngOk = lng.trim() !== '' && Number.isFinite(lngN) && lngN >= -180 && lngN <= 180;
  const nameLength = textLength(name.trim());
  const valid = latOk && lngOk && nameLength > 0 && nameLength <= CIRCLE_LIMITS.placeNameMax;

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast(t('circle.locateUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setLat(pos.coords.latitude.toFixed(6));
        setLng(pos.coords.longitude.toFixed(6));
      },
      () => {
        setLocating(false);
        toast(t('circle.locateDenied'));
      },
      { timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const confirm = () => {
    useDraft.getState().setPlace({ name: name.trim(), lat: latN, lng: lngN });
    goBack();
  };

  return (
    <div className="page" data-testid="page-choose-location">
      <NavBar title={t('circle.chooseLocation')} onBack={goBack} />
      <main className="page__body">
        {config.data?.mapTileUrl && latOk && lngOk ? (
          <TileMap
            template={config.data.mapTileUrl}
            lat={latN}
            lng={lngN}
            onPick={(p) => {
              setLat(String(p.lat));
              setLng(String(p.lng));
            }}
          />
        ) : (
          <p className="muted" data-testid="circle-no-map">
            {t('circle.noMap')}
          </p>
        )}
        <section className="card circle-form">
          <div className="circle-field">
            <span>{t('circle.placeName')}</span>
            <Input
              value={name}
              onChange={setName}
              placeholder={t('circle.placeNamePlaceholder')}
              aria-label={t('circle.placeName')}
              data-testid="circle-place-name"
            />
          </div>
          <div className="circle-field">
            <span>{t('circle.latitude')}</span>
            <Input value={lat} onChange={setLat} inputMode="decimal" aria-label={t('circle.latitude')} data-testid="circle-place-lat" />
          </div>
          {!latOk && <p className="circle-counter--over">{t('circle.latInvalid')}</p>}
          <div className="circle-field">
            <span>{t('circle.longitude')}</span>
            <Input value={lng} onChange={setLng} inputMode="decimal" aria-label={t('circle.longitude')} data-testid="circle-place-lng" />
          </div>
          {!lngOk && <p className="circle-counter--over">{t('circle.lngInvalid')}</p>}
          <Button block loading={locating} onClick={locate} data-testid="circle-locate">
            {t('circle.useMyLocation')}
          </Button>
        </section>
        <Button block color="primary" disabled={!valid} onClick={confirm} data-testid="circle-place-confirm">
          {t('circle.confirmPlace')}
        </Button>
      </main>
    </div>
  );
}
