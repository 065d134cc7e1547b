/** The study tab's practice card: dictation, the two pronunciation tests and sentence search. */
import { useTranslation } from 'react-i18next';
import { LinkGridCard } from '../../components/LinkGridCard';
import { DICTATION_PATH } from '../dictation/paths';
import { PRON_TEST_PATHS } from '../pron-test/paths';
import { SENTENCE_PATHS } from '../sentence/paths';

export function PracticeCard() {
  const { t } = useTranslation();
  const links = [
    // A pen over a line; a speech wave; two branches from one root; a magnifier.
    {
      id: 'dictation',
      path: DICTATION_PATH,
      name: t('dictation.link'),
      hint: t('studyHome.practiceHint.dictation'),
      icon: 'M4 20h16M14 4l4 4-9 9H5v-4z',
    },
    {
      id: 'phonetic',
      path: PRON_TEST_PATHS.phonetic,
      name: t('pronTest.phonetic.link'),
      hint: t('studyHome.practiceHint.phonetic'),
      icon: 'M4 12h2M8 8v8M12 5v14M16 8v8M20 12h-2',
    },
    {
      id: 'multi',
      path: PRON_TEST_PATHS.multi,
      name: t('pronTest.multi.link'),
      hint: t('studyHome.practiceHint.multi'),
      icon: 'M12 20v-8M12 12L6 5M12 12l6-7',
    },
    {
      id: 'sentences',
      path: SENTENCE_PATHS.search,
      name: t('sentence.searchTitle'),
      hint: t('studyHome.practiceHint.sentences'),
      icon: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5L20 20',
    },
  ];
  return <LinkGridCard title={t('studyHome.practiceTitle')} links={links} testId="card-practice" prefix="practice-link" />;
}

export default PracticeCard;
