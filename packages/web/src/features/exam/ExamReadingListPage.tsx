/** Reading exams (article passages with questions), by level, and the learner's recent reading answers. */
import { ExamCatalog } from './ExamListPage';

export default function ExamReadingListPage() {
  return <ExamCatalog kind="reading" />;
}
