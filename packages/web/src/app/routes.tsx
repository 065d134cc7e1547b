/**
 * The route table (hash router), in one place. Add a page: one `lazyPage` line and one
 * route object (`{ path, element: Page.element }`). Pages outside the `AuthedShell` branch are public (login, 404).
 */
import type { RouteObject } from 'react-router-dom';
import { DICT_PATHS } from '../features/dict/paths';
import { STUDY_PATHS } from '../features/study/paths';
import { POINTS_PATHS } from '../features/points/paths';
import { TASK_PATHS } from '../features/tasks/paths';
import { STUDY_HOME_PATHS } from '../features/study-tab/paths';
import { PROGRESS_PATH } from '../features/progress/paths';
import { READING_PATH } from '../features/reading/paths';
import { VOCAB_TEST_PATH } from '../features/vocab-test/paths';
import { TOOLS_PATHS } from '../features/tools/paths';
import { DICTATION_PATH } from '../features/dictation/paths';
import { PLAYER_PATH } from '../features/player/paths';
import { PRON_TEST_PATHS } from '../features/pron-test/paths';
import { UPLOAD_PATHS } from '../features/upload/paths';
import { ADMIN_REVIEW_PATH } from '../features/admin-review/paths';
import { ExamPathFallback } from '../features/exam/ExamPathFallback';
import { EXAM_PATHS } from '../features/exam/paths';
import { READING_PAGE_PATH } from '../features/reading-quiz/paths';
import { SENTENCE_PATHS } from '../features/sentence/paths';
import { BATTLE_PATHS } from '../features/battle/paths';
import { BLACKLIST_ROUTES } from '../features/blacklist/routes';
import { CHAT_ROUTES } from '../features/chat/routes';
import { CIRCLE_ROUTES } from '../features/circle/routes';
import { FRIENDS_ROUTES } from '../features/friends/routes';
import { MENTOR_ROUTES } from '../features/mentors/routes';
import { MODERATION_ROUTES } from '../features/moderation/routes';
import { TEAM_ROUTES } from '../features/teams/routes';
import NotFound from '../features/notfound/NotFoundPage';
import { lazyPage } from './lazy-page';
import { PATHS } from './paths';
import { RouteError } from './RouteError';

// The 404 page is where offline users are sent, so it is part of the entry bundle: it must not need the network.
const notFound = <NotFound />;
// Layouts of the signed-in pages are lazy too: the login page needs neither.
const AuthedShell = lazyPage('shell', () => import('./AuthedShell'), 'main');
const TabLayout = lazyPage('tabs', () => import('./TabLayout'), 'main');

// The public pages need only the strings the entry carries (i18n/parts.ts `base`); the shell and
// the study tab need `main`; every other page waits for all the strings.
const LoginPage = lazyPage('login', () => import('../features/login/LoginPage'), 'base');
const IdentitySettingsPage = lazyPage('settings', () => import('../features/settings/IdentitySettingsPage'));
const StudyPage = lazyPage('study-tab', () => import('../features/study-tab/StudyPage'), 'main');
const SocialPage = lazyPage('social', () => import('../features/social/SocialPage'));
const InfoPage = lazyPage('info', () => import('../features/info/InfoPage'));
const MinePage = lazyPage('mine-tab', () => import('../features/mine-tab/MinePage'));
const PersonalCenterPage = lazyPage('personal-center', () => import('../features/personal-center/PersonalCenterPage'));
// Public pages with server data (dictionary, word detail, about): their own lazy layout provides queries.
const DictShell = lazyPage('dict-shell', () => import('../features/dict/DictShell'));
const DictSearchPage = lazyPage('dict', () => import('../features/dict/DictSearchPage'));
const WordDetailPage = lazyPage('word', () => import('../features/word/WordDetailPage'));
const AboutPage = lazyPage('about', () => import('../features/about/AboutPage'));
const ResetPasswordPage = lazyPage('reset-password', () => import('../features/account/ResetPasswordPage'), 'base');
const AccountPage = lazyPage('account', () => import('../features/account/AccountPage'));
// The study loop: choose a book, its intro, learn a group, practise any session, its summary, word lists.
const BookChoosePage = lazyPage('book-choose', () => import('../features/book-choose/BookChoosePage'));
const BookPage = lazyPage('book', () => import('../features/book/BookPage'));
const LearnPage = lazyPage('learn', () => import('../features/learn/LearnPage'));
const PracticePage = lazyPage('practice', () => import('../features/practice/PracticePage'));
const SummaryPage = lazyPage('summary', () => import('../features/practice/SummaryPage'));
const WordListPage = lazyPage('word-list', () => import('../features/word-list/WordListPage'));
const NewIndexPage = lazyPage('newindex', () => import('../features/homes/NewIndexPage'));
const SelfPage = lazyPage('self-home', () => import('../features/homes/SelfPage'));
const NewWordsPage = lazyPage('new-words', () => import('../features/new-words/NewWordsPage'));
const QuizPage = lazyPage('quiz', () => import('../features/quiz/QuizPage'));
const StudySettingsPage = lazyPage('study-settings', () => import('../features/study-settings/StudySettingsPage'));
const TaskPage = lazyPage('tasks', () => import('../features/tasks/TaskPage'));
const ScoreRecordsPage = lazyPage('score-records', () => import('../features/points/ScoreRecordsPage'));
const VocabTestPage = lazyPage('vocab-test', () => import('../features/vocab-test/VocabTestPage'));
const ProgressPage = lazyPage('progress', () => import('../features/progress/ProgressPage'));
// Quick tools: word basics, sentence analysis, grammar structure.
const WordBasicsPage = lazyPage('tools-word-basics', () => import('../features/tools/WordBasicsPage'));
const AnalysisPage = lazyPage('tools-analysis', () => import('../features/tools/AnalysisPage'));
const GrammarPage = lazyPage('tools-grammar', () => import('../features/tools/GrammarPage'));
// Upload of one's own dictionary, the owner's books and the admin's review of public ones.
const UploadPage = lazyPage('upload', () => import('../features/upload/UploadPage'));
const MyBooksPage = lazyPage('my-books', () => import('../features/my-books/MyBooksPage'));
const EditBookPage = lazyPage('edit-book', () => import('../features/my-books/EditBookPage'));
const AdminReviewPage = lazyPage('admin-review', () => import('../features/admin-review/AdminReviewPage'));
// Reading an article book, word by word.
const ReadingBookPage = lazyPage('reading-book', () => import('../features/reading/ReadingBookPage'));
const DictationPage = lazyPage('dictation', () => import('../features/dictation/DictationPage'));
// The turbo player: hands-free listening on the Web Audio clock.
const PlayerPage = lazyPage('player-turbo', () => import('../features/player/PlayerPage'));
const PhoneticTestPage = lazyPage('test-phonetic', () => import('../features/pron-test/PhoneticTestPage'));
const MultiPronTestPage = lazyPage('test-multi-pronunciation', () => import('../features/pron-test/MultiPronTestPage'));
// Exams and reading answering.
const ExamIndexPage = lazyPage('exam-index', () => import('../features/exam/ExamIndexPage'));
const ExamListPage = lazyPage('exam-list', () => import('../features/exam/ExamListPage'));
const ExamReadingListPage = lazyPage('exam-reading-list', () => import('../features/exam/ExamReadingListPage'));
const ExamSubmitPage = lazyPage('exam-submit', () => import('../features/exam/ExamSubmitPage'));
const ExamResultPage = lazyPage('exam-result', () => import('../features/exam/ExamResultPage'));
const ReadingQuizPage = lazyPage('reading-quiz', () => import('../features/reading-quiz/ReadingQuizPage'));
const SentenceSearchPage = lazyPage('sentence-search', () => import('../features/sentence/SentenceSearchPage'));
const SentencePage = lazyPage('sentence', () => import('../features/sentence/SentencePage'));
// Live vocabulary battles: index (match, invite, record), room, the battle, its result.
const BattleIndexPage = lazyPage('battle-index', () => import('../features/battle/BattleIndexPage'));
const BattleRoomPage = lazyPage('battle-room', () => import('../features/battle/BattleRoomPage'));
const VocabularyBattlePage = lazyPage('battle-play', () => import('../features/battle/VocabularyBattlePage'));
const BattleResultPage = lazyPage('battle-result', () => import('../features/battle/BattleResultPage'));

/** Fetched once the first page is up, so signing in does not wait for three chunks in a row. */
export function preloadLikelyPages(): void {
  for (const page of [AuthedShell, TabLayout, StudyPage, IdentitySettingsPage]) page.preload();
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: PATHS.home, element: LoginPage.element },
      { path: PATHS.login, element: LoginPage.element },
      { path: PATHS.resetPassword, element: ResetPasswordPage.element },
      { path: PATHS.notFound, element: notFound },
      { path: `${PATHS.notFound}.vue`, element: notFound },
      {
        element: AuthedShell.element,
        children: [
          {
            element: TabLayout.element,
            children: [
              { path: PATHS.study, element: StudyPage.element },
              { path: PATHS.social, element: SocialPage.element },
              { path: PATHS.info, element: InfoPage.element },
              { path: PATHS.mine, element: MinePage.element },
              // The study tab's other homes (first run, self learner): under the study tab.
              { path: STUDY_HOME_PATHS.newIndex, element: NewIndexPage.element },
              { path: STUDY_HOME_PATHS.self, element: SelfPage.element },
            ],
          },
          { path: PATHS.settings, element: IdentitySettingsPage.element },
          { path: PATHS.personalCenter, element: PersonalCenterPage.element },
          { path: PATHS.account, element: AccountPage.element },
          { path: STUDY_PATHS.bookChoose, element: BookChoosePage.element },
          { path: STUDY_PATHS.book, element: BookPage.element },
          { path: STUDY_PATHS.learn, element: LearnPage.element },
          { path: STUDY_PATHS.practice, element: PracticePage.element },
          { path: STUDY_PATHS.summary, element: SummaryPage.element },
          { path: STUDY_PATHS.wordList, element: WordListPage.element },
          { path: STUDY_HOME_PATHS.newWords, element: NewWordsPage.element },
          { path: STUDY_HOME_PATHS.quiz, element: QuizPage.element },
          { path: STUDY_HOME_PATHS.studySettings, element: StudySettingsPage.element },
          { path: TASK_PATHS.page, element: TaskPage.element },
          { path: POINTS_PATHS.records, element: ScoreRecordsPage.element },
          { path: VOCAB_TEST_PATH, element: VocabTestPage.element },
          { path: PROGRESS_PATH, element: ProgressPage.element },
          { path: TOOLS_PATHS.wordBasics, element: WordBasicsPage.element },
          { path: TOOLS_PATHS.analysis, element: AnalysisPage.element },
          { path: TOOLS_PATHS.grammar, element: GrammarPage.element },
          { path: UPLOAD_PATHS.index, element: UploadPage.element },
          { path: UPLOAD_PATHS.mine, element: MyBooksPage.element },
          { path: UPLOAD_PATHS.edit, element: EditBookPage.element },
          { path: ADMIN_REVIEW_PATH, element: AdminReviewPage.element },
          { path: READING_PATH, element: ReadingBookPage.element },
          { path: DICTATION_PATH, element: DictationPage.element },
          { path: PLAYER_PATH, element: PlayerPage.element },
          { path: PRON_TEST_PATHS.phonetic, element: PhoneticTestPage.element },
          { path: PRON_TEST_PATHS.multi, element: MultiPronTestPage.element },
          { path: EXAM_PATHS.index, element: ExamIndexPage.element },
          { path: EXAM_PATHS.list, element: ExamListPage.element },
          { path: EXAM_PATHS.readingList, element: ExamReadingListPage.element },
          { path: EXAM_PATHS.submit, element: ExamSubmitPage.element },
          { path: EXAM_PATHS.result, element: ExamResultPage.element },
          { path: EXAM_PATHS.historyDetailNormalized, element: ExamResultPage.element },
          // The spec's double-slash history detail (see ExamPathFallback).
          { path: '/pages/exam/*', element: <ExamPathFallback detail={ExamResultPage.element} fallback={notFound} /> },
          { path: READING_PAGE_PATH, element: ReadingQuizPage.element },
          { path: SENTENCE_PATHS.search, element: SentenceSearchPage.element },
          { path: SENTENCE_PATHS.index, element: SentencePage.element },
          { path: BATTLE_PATHS.index, element: BattleIndexPage.element },
          { path: BATTLE_PATHS.room, element: BattleRoomPage.element },
          { path: BATTLE_PATHS.battle, element: VocabularyBattlePage.element },
          { path: BATTLE_PATHS.result, element: BattleResultPage.element },
          // The social area (issue 13): each feature lists its own pages.
          ...FRIENDS_ROUTES,
          ...BLACKLIST_ROUTES,
          ...CHAT_ROUTES,
          ...TEAM_ROUTES,
          ...CIRCLE_ROUTES,
          ...MENTOR_ROUTES,
          ...MODERATION_ROUTES,
        ],
      },
      {
        element: DictShell.element,
        children: [
          { path: DICT_PATHS.search, element: DictSearchPage.element },
          { path: DICT_PATHS.detail, element: WordDetailPage.element },
          { path: DICT_PATHS.word, element: WordDetailPage.element },
          { path: DICT_PATHS.about, element: AboutPage.element },
        ],
      },
      { path: '*', element: notFound },
    ],
  },
];
