/**
 * A small map from the configured tile server (MAP_TILE_URL, offline-capable): tiles around a
 * point with a marker; a tap picks the tapped point when `onPick` is given.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { tilesAround, tileUrl, xToLng, yToLat } from './tile-map';

const ZOOM = 15;
const WIDTH = 343;
const HEIGHT = 220;

interface TileMapProps {
  template: string;
  lat: number;
  lng: number;
  onPick?: (point: { lat: number; lng: number }) => void;
}

export function TileMap({ template, lat, lng, onPick }: TileMapProps) {
  const { t } = useTranslation();
  const { tiles, left, top } = tilesAround(lat, lng, ZOOM, WIDTH, HEIGHT);
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    if (!onPick) return;
    const box = e.currentTarget.getBoundingClientRect();
    const x = left + ((e.clientX - box.left) / box.width) * WIDTH;
    const y = top + ((e.clientY - box.top) / box.height) * HEIGHT;
    onPick({ lat: Number(yToLat(y, ZOOM).toFixed(6)), lng: Number(xToLng(x, ZOOM).toFixed(6)) });
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the coordinate fields next to the map are the keyboard way to pick a point
    <div
      className="circle-map"
      style={{ aspectRatio: `${WIDTH} / ${HEIGHT}` }}
      onClick={pick}
      role="img"
      aria-label={t('circle.mapLabel', { lat, lng })}
      data-testid="circle-map"
    >
      <div className="circle-map__inner" style={{ width: WIDTH, height: HEIGHT }}>
        {tiles.map((tile) => (
          <img
            key={`${tile.x}-${tile.y}-${tile.left}`}
            src={tileUrl(template, ZOOM, tile.x, tile.y)}
            alt=""
            className="circle-map__tile"
            style={{ left: tile.left, top: tile.top }}
            draggable={false}
          />
        ))}
        <span className="circle-map__marker" aria-hidden="true" />
      </div>
    </div>
  );
}
