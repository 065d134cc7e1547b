/** The quick tools' card for the study tab: links to word basics, sentence analysis and grammar. */
import { useTranslation } from 'react-i18next';
import { LinkGridCard } from '../../components/LinkGridCard';
import { TOOLS_PATHS } from './paths';

export function ToolsCard() {
  const { t } = useTranslation();
  const links = [
    // A sprout (roots), word chips, a branching tree.
    {
      id: 'word-basics',
      path: TOOLS_PATHS.wordBasics,
      name: t('tools.basics.title'),
      hint: t('tools.basics.short'),
      icon: 'M12 21v-9M12 12c0-4 3-7 7-7 0 4-3 7-7 7zM12 15c0-3-2.5-5.5-6-5.5 0 3 2.5 5.5 6 5.5z',
    },
    {
      id: 'analysis',
      path: TOOLS_PATHS.analysis,
      name: t('tools.analysis.title'),
      hint: t('tools.analysis.short'),
      icon: 'M3 8h7v5H3zM13 8h8v5h-8zM6 16h12v4H6z',
    },
    {
      id: 'grammar',
      path: TOOLS_PATHS.grammar,
      name: t('tools.grammar.title'),
      hint: t('tools.grammar.short'),
      icon: 'M12 3v5M12 8l-7 6M12 8l7 6M5 14v4M19 14v4M12 8v10',
    },
  ];
  return <LinkGridCard title={t('tools.title')} links={links} testId="card-tools" prefix="tools-link" />;
}

export default ToolsCard;
