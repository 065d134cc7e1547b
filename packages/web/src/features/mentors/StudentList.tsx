/** A mentor's students with streak, today's and the week's minutes; each opens their progress. */
import type { StudentSummary } from '@qfl/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { currentLanguage } from '../../i18n';
import { formatNumber } from '../vocab-test/format';
import { minutesText } from './mentor-view';
import { studentProgressPath } from './paths';
import { PeerAvatar, usePeerName } from './PeerName';

function StudentItem({ s, compact }: { s: StudentSummary; compact: boolean }) {
  const { t } = useTranslation();
  const name = usePeerName(s.student);
  const lang = currentLanguage();
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <li>
      <Link
        className="mentors-row tap-target"
        to={studentProgressPath(s.student.id)}
        data-testid="mentors-student"
        data-student={s.student.id}
      >
        <PeerAvatar peer={s.student} />
        <span className="mentors-row__text">
          <strong data-testid="mentors-student-name">{name}</strong>
          <span className="muted" data-testid="mentors-student-today">
            {t('mentors.studentLine', { streak: s.streak, minutes: minutesText(s.minutesToday, lang) })}
          </span>
          {!compact && (
            <span className="muted">
              {t('mentors.studentMore', {
                learned: formatNumber(s.learned, lang),
                week: minutesText(s.minutes7d, lang),
                retention: s.retention30d === null ? t('progress.none') : percent.format(s.retention30d),
              })}
            </span>
          )}
        </span>
        <span className="mentors-row__chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}

export function StudentList({ items, compact = false }: { items: StudentSummary[]; compact?: boolean }) {
  return (
    <ul className="mentors-list" data-testid="mentors-students">
      {items.map((s) => (
        <StudentItem key={s.linkId} s={s} compact={compact} />
      ))}
    </ul>
  );
}
