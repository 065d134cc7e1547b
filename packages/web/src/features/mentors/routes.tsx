/** The mentors pages' routes, spread into app/routes.tsx inside the signed-in shell. */
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { MENTOR_PATHS } from './paths';

const StudentProgressPage = lazyPage('student-progress', () => import('./StudentProgressPage'));
const MentorLinksPage = lazyPage('mentors', () => import('./MentorLinksPage'));

export const MENTOR_ROUTES: RouteObject[] = [
  { path: MENTOR_PATHS.studentProgress, element: StudentProgressPage.element },
  { path: MENTOR_PATHS.links, element: MentorLinksPage.element },
];
