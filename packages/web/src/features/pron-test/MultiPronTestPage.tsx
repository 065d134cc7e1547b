/** `/pages/test-multi-pronunciation/index`: polyphonic characters, heteronyms, kanji readings. */
import { PronTestPage } from './PronTestPage';

export default function MultiPronTestPage() {
  return <PronTestPage kind="multi" />;
}
