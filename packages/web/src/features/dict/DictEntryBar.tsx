/** The dictionary's way in from other pages (the study tab): a search box look-alike that opens the search page. */
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DICT_PATHS } from './paths';
import './dict.css';

export function DictEntryBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="dict-entry" onClick={() => navigate(DICT_PATHS.search)} data-testid="dict-entry">
      <SearchOutline />
      <span>{t('dict.searchEntry')}</span>
    </button>
  );
}
