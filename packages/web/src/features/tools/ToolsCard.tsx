/** The quick tools' card for the study tab: links to word basics, sentence analysis and grammar. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOOLS_PATHS } from './paths';
import './tools-card.css';

const LINKS = [
  { path: TOOLS_PATHS.wordBasics, key: 'tools.basics.title', hint: 'tools.basics.short', icon: '根', id: 'word-basics' },
  { path: TOOLS_PATHS.analysis, key: 'tools.analysis.title', hint: 'tools.analysis.short', icon: '词', id: 'analysis' },
  { path: TOOLS_PATHS.grammar, key: 'tools.grammar.title', hint: 'tools.grammar.short', icon: '句', id: 'grammar' },
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
              {l.icon}
            </span>
            <span className="tools-card__name">{t(l.key)}</span>
            <span className="tools-card__hint">{t(l.hint)}</span>
          </Link>
        ))}
      </div>
    </section>
  );
}
