/**
 * The social tab's mentors card (issue 13). A mentor or parent sees their students with streak
 * and today's minutes; anyone else sees who can see their progress. Both link to the links page.
 */
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../account/api/user';
import { useMentorLinksQuery, useMentorStudentsQuery } from './api/mentors';
import { defaultView } from './mentor-view';
import { MENTOR_PATHS } from './paths';
import { usePeerName } from './PeerName';
import { StudentList } from './StudentList';
import './mentors.css';

function MyStudentsSummary() {
  const { t } = useTranslation();
  const students = useMentorStudentsQuery();
  if (students.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (students.isError) return <p className="muted">{t('mentors.loadFailed')}</p>;
  if (students.data.items.length === 0) return <p className="muted">{t('mentors.noStudentsHint')}</p>;
  return <StudentList items={students.data.items} compact />;
}

function Name({ peer }: { peer: Parameters<typeof usePeerName>[0] }) {
  return <>{usePeerName(peer)}</>;
}

function WhoSeesSummary() {
  const { t } = useTranslation();
  const links = useMentorLinksQuery();
  if (links.isPending) return <p className="muted">{t('common.loading')}</p>;
  if (links.isError) return <p className="muted">{t('mentors.loadFailed')}</p>;
  const mentors = links.data.mentors;
  if (mentors.length === 0) return <p className="muted">{t('mentors.noMentorsHint')}</p>;
  return (
    <p className="muted" data-testid="mentors-section-who">
      {t('mentors.whoSeesCount', { n: mentors.length })}{' '}
      {mentors.map((m, i) => (
        <span key={m.id}>
          {i > 0 && ', '}
          <Name peer={m.peer} />
        </span>
      ))}
    </p>
  );
}

export function MentorSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const view = defaultView(user?.identity);
  return (
    <section className="card" data-testid="social-mentors">
      <h2 className="card__title">{t(view === 'mentor' ? 'mentors.studentsTitle' : 'mentors.whoSeesTitle')}</h2>
      {view === 'mentor' ? <MyStudentsSummary /> : <WhoSeesSummary />}
      <Button
        className="mentors-section__open"
        size="small"
        onClick={() => navigate(`${MENTOR_PATHS.links}?view=${view}`)}
        data-testid="social-mentors-open"
      >
        {t('mentors.manage')}
      </Button>
    </section>
  );
}
