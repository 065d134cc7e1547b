/** Sentence search's way in from other pages (the study tab): a search box look-alike that opens the search page. */
import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SENTENCE_PATHS } from './paths';
import './sentence.css';

export function SentenceSearchEntry() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button type="button" className="sentence-entry" onClick={() => navigate(SENTENCE_PATHS.search)} data-testid="sentence-entry">
      <SearchOutline />
      <span>{t('sentence.searchEntry')}</span>
    </button>
  );
}
