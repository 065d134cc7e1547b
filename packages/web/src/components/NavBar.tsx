/**
 * The custom navigation bar: status bar height plus 50 px on Android, plus 45 elsewhere
 * (core `navBarHeight`). Title centred, optional back button and right-hand slot.
 */
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { navBarMetrics } from './platform';
import './nav-bar.css';

interface NavBarProps {
  title: ReactNode;
  onBack?: () => void;
  right?: ReactNode;
}

export function NavBar({ title, onBack, right }: NavBarProps) {
  const { t } = useTranslation();
  const { top, height } = navBarMetrics(); // measured once per app, not per render
  return (
    <header className="nav-bar" style={{ paddingTop: top, height }} data-testid="nav-bar">
      <div className="nav-bar__side">
        {onBack && (
          <button type="button" className="nav-bar__back" onClick={onBack} aria-label={t('common.back')} data-testid="nav-back">
            <LeftOutline />
          </button>
        )}
      </div>
      <h1 className="nav-bar__title">{title}</h1>
      <div className="nav-bar__side nav-bar__side--right">{right}</div>
    </header>
  );
}
