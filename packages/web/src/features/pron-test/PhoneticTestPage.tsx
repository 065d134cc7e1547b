/** `/pages/test-phonetic/index`: IPA, Chinese initials/finals/tones, kana, Korean jamo. */
import { PronTestPage } from './PronTestPage';

export default function PhoneticTestPage() {
  return <PronTestPage kind="phonetic" />;
}
