/**
 * Mentors and parents: two sides of one page. "My mentors": create a code for a mentor or
 * parent, enter a mentor's code, and who can see my progress (end a link with a confirm). "My
 * students": enter a student's code, create one for a student, and my students, each opening
 * their progress. A mentor or parent identity starts on "my students".
 */
import type { MentorSide } from '@qfl/core';
import Tabs from 'antd-mobile/es/components/tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PATHS } from '../../app/paths';
import { DelayedPlaceholder } from '../../components/DelayedPlaceholder';
import { EmptyState } from '../../components/EmptyState';
import { NavBar } from '../../components/NavBar';
import { useGoBack } from '../../components/use-go-back';
import { useCurrentUser } from '../account/api/user';
import { AcceptCard } from './AcceptCard';
import { useMentorLinksQuery, useMentorStudentsQuery } from './api/mentors';
import { InviteCard } from './InviteCard';
import { LinkRow } from './LinkRow';
import { defaultView } from './mentor-view';
import { PendingCodes } from './PendingCodes';
import { StudentList } from './StudentList';
import './mentors.css';

function MyMentors() {
  const { t } = useTranslation();
  const links = useMentorLinksQuery();
  return (
    <>
      <section className="card" data-testid="mentors-who-sees">
        <h2 className="card__title">{t('mentors.whoSeesTitle')}</h2>
        {links.isPending ? (
          <DelayedPlaceholder kind="loading" />
        ) : links.isError ? (
          <DelayedPlaceholder kind="error" message={t('mentors.loadFailed')} onRetry={() => void links.refetch()} />
        ) : links.data.mentors.length === 0 ? (
          <EmptyState title={t('mentors.noMentors')} hint={t('mentors.noMentorsHint')} testId="mentors-no-mentors" />
        ) : (
          <ul className="mentors-list">
            {links.data.mentors.map((l) => (
              <LinkRow key={l.id} link={l} />
            ))}
          </ul>
        )}
      </section>
      <InviteCard as="student" />
      {links.data && <PendingCodes items={links.data.pending} as="student" />}
      <AcceptCard as="student" />
    </>
  );
}

function MyStudents() {
  const { t } = useTranslation();
  const links = useMentorLinksQuery();
  const students = useMentorStudentsQuery();
  return (
    <>
      <section className="card" data-testid="mentors-my-students">
        <h2 className="card__title">{t('mentors.studentsTitle')}</h2>
        {students.isPending ? (
          <DelayedPlaceholder kind="loading" />
        ) : students.isError ? (
          <DelayedPlaceholder kind="error" message={t('mentors.loadFailed')} onRetry={() => void students.refetch()} />
        ) : students.data.items.length === 0 ? (
          <EmptyState title={t('mentors.noStudents')} hint={t('mentors.noStudentsHint')} testId="mentors-no-students" />
        ) : (
          <StudentList items={students.data.items} />
        )}
      </section>
      <AcceptCard as="mentor" />
      <InviteCard as="mentor" />
      {links.data && <PendingCodes items={links.data.pending} as="mentor" />}
      {links.data && links.data.students.length > 0 && (
        <section className="card" data-testid="mentors-student-links">
          <h2 className="card__title">{t('mentors.manageStudents')}</h2>
          <ul className="mentors-list">
            {links.data.students.map((l) => (
              <LinkRow key={l.id} link={l} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

export default function MentorLinksPage() {
  const { t } = useTranslation();
  const back = useGoBack(PATHS.social);
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const [view, setView] = useState<MentorSide>(asked === 'student' || asked === 'mentor' ? asked : defaultView(user?.identity));
  const choose = (key: string) => {
    const next: MentorSide = key === 'mentor' ? 'mentor' : 'student';
    setView(next);
    setParams({ view: next }, { replace: true });
  };
  return (
    <div className="page" data-testid="page-mentors">
      <NavBar title={t('mentors.title')} onBack={back} />
      <Tabs activeKey={view} onChange={choose} className="mentors-tabs">
        <Tabs.Tab title={<span data-testid="mentors-tab-student">{t('mentors.tabMine')}</span>} key="student" />
        <Tabs.Tab title={<span data-testid="mentors-tab-mentor">{t('mentors.tabStudents')}</span>} key="mentor" />
      </Tabs>
      <main className="page__body">{view === 'student' ? <MyMentors /> : <MyStudents />}</main>
    </div>
  );
}
