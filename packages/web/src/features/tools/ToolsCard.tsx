/** The quick tools' card for the study tab: links to word basics, sentence analysis and grammar. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOOLS_PATHS } from './paths';
import './tools-card.css';

const ICONS = {
  // A sprout (roots), word chips, a branching tree.
  'word-basics': 'M12 21v-9M12 12c0-4 3-7 7-7 0 4-3 7-7 7zM12 15c0-3-2.5-5.5-6-5.5 0 3 2.5 5.5 6 5.5z',
  analysis: 'M3 8h7v5H3zM13 8h8v5h-8zM6 16h12v4H6z',
  grammar: 'M12 3v5M12 8l-7 6M12 8l7 6M5 14v4M19 14v4M12 8v10',
} as const;

const LINKS = [
  { path: TOOLS_PATHS.wordBasics, key: 'tools.basics.title', hint: 'tools.basics.short', id: 'word-basics' },
  { path: TOOLS_PATHS.analysis, key: 'tools.analysis.title', hint: 'tools.analysis.short', id: 'analysis' },
  { path: TOOLS_PATHS.grammar, key: 'tools.grammar.title', hint: 'tools.grammar.short', id: 'grammar' },
] as const;

export function ToolsCard() {
  const { t } = useTranslation();
  return (
    <section className="card tools-card" data-testid="card-tools">
      <h2 className="card__title">{t('tools.title')}</h2>
      <div className="tools-card__links">
        {LINKS.map((l) => (
          <Link key={l.id} to={l.path} className="tools-card__link" data-testid={`tools-link-${l.id}`}>
            <span className="tools-card__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path d={ICONS[l.id]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <span className="tools-card__name">{t(l.key)}</span>
            <span className="tools-card__hint">{t(l.hint)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
