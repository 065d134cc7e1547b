/** The system news every install starts with (migration 019), in the five UI languages. */
import type { UiLang } from '@qfl/core';

export interface SeedNews {
  kind: string;
  titles: Record<UiLang, string>;
  bodies: Record<UiLang, string>;
}

export const SEED_NEWS: SeedNews[] = [
  {
    kind: 'welcome',
    titles: {
      zh: '欢迎来到量化外语学习',
      en: 'Welcome to Quantified Language Learning',
      ja: '量化外国語学習へようこそ',
      ko: '정량 외국어 학습에 오신 것을 환영합니다',
      es: 'Bienvenido a Aprendizaje Cuantificado de Idiomas',
    },
    bodies: {
      zh: '选择一本词书，每组 20 个词：先学习，再练习。每次作答都会更新你的记忆模型，复习会在你快要忘记时出现。学习进度页显示已学词数、连续学习天数和词汇量。',
      en: 'Pick a word book and study it in groups of 20: learn first, then practise. Every answer updates your memory model, and reviews come back just before you would forget. The progress page shows words learned, your study streak and your vocabulary size.',
      ja: '単語帳を選び、20 語ずつ学習しましょう。まず覚えて、次に練習します。回答のたびに記憶モデルが更新され、忘れる直前に復習が出題されます。学習進捗ページでは、学習した単語数、連続学習日数、語彙量を確認できます。',
      ko: '단어장을 골라 20개씩 공부하세요. 먼저 배우고 그다음 연습합니다. 답할 때마다 기억 모델이 갱신되고, 잊어버리기 직전에 복습이 나옵니다. 학습 진도 페이지에서 배운 단어 수, 연속 학습일, 어휘량을 볼 수 있습니다.',
      es: 'Elige un libro de palabras y estúdialo en grupos de 20: primero aprende, luego practica. Cada respuesta actualiza tu modelo de memoria y los repasos vuelven justo antes de que olvides. La página de progreso muestra las palabras aprendidas, tu racha de estudio y tu vocabulario.',
    },
  },
  {
    kind: 'battles',
    titles: {
      zh: 'PK 对战怎么玩',
      en: 'How vocabulary battles work',
      ja: '単語バトルの遊び方',
      ko: '어휘 배틀 방법',
      es: 'Cómo funcionan las batallas de vocabulario',
    },
    bodies: {
      zh: '在社交页打开 PK 对战，选择语言和级别后开始匹配，或把邀请链接发给好友。双方同时回答同样的题目，答对且更快的一方得分更多。对战结果会计入你的战绩和等级分。',
      en: 'Open PK battles on the social tab, choose a language and level, then find an opponent or send an invite link to a friend. Both players answer the same questions at the same time; right and faster answers score more. Results count towards your record and rating.',
      ja: 'ソーシャルタブで PK バトルを開き、言語とレベルを選んで対戦相手を探すか、友達に招待リンクを送りましょう。二人が同じ問題に同時に答え、正解が速いほど得点が高くなります。結果は戦績とレーティングに反映されます。',
      ko: '소셜 탭에서 PK 배틀을 열고 언어와 레벨을 고른 뒤 상대를 찾거나 친구에게 초대 링크를 보내세요. 두 사람이 같은 문제에 동시에 답하며, 맞히고 빠를수록 점수가 높습니다. 결과는 전적과 레이팅에 반영됩니다.',
      es: 'Abre las batallas PK en la pestaña social, elige idioma y nivel y busca un rival o envía un enlace de invitación a un amigo. Ambos responden las mismas preguntas a la vez; las respuestas correctas y más rápidas puntúan más. El resultado cuenta para tu historial y tu clasificación.',
    },
  },
  {
    kind: 'friends',
    titles: {
      zh: '添加好友与隐私设置',
      en: 'Friends and privacy',
      ja: '友達とプライバシー',
      ko: '친구와 개인정보',
      es: 'Amigos y privacidad',
    },
    bodies: {
      zh: '在“添加好友”页分享你的好友码或二维码，或输入对方的好友码。只有在你允许的情况下，别人才能通过完整手机号找到你。你可以随时拉黑用户：对方将无法给你发消息、加你为好友、邀请你或与你对战。',
      en: 'Share your friend code or QR code on the "Add friend" page, or enter someone else\'s code. Others can find you by your full phone number only if you allow it. You can block anyone at any time: they can no longer message you, add you, invite you or battle you.',
      ja: '「友達を追加」ページで自分の友達コードや QR コードを共有するか、相手のコードを入力しましょう。電話番号での検索は、あなたが許可した場合のみ可能です。いつでもユーザーをブロックでき、ブロックされた相手はメッセージ、友達申請、招待、対戦ができなくなります。',
      ko: '"친구 추가" 페이지에서 내 친구 코드나 QR 코드를 공유하거나 상대의 코드를 입력하세요. 내가 허용한 경우에만 다른 사람이 전체 휴대폰 번호로 나를 찾을 수 있습니다. 언제든지 사용자를 차단할 수 있으며, 차단된 사용자는 메시지, 친구 추가, 초대, 배틀을 할 수 없습니다.',
      es: 'Comparte tu código de amigo o tu código QR en la página "Añadir amigo", o introduce el código de otra persona. Solo te encontrarán por tu número de teléfono completo si lo permites. Puedes bloquear a cualquiera en cualquier momento: ya no podrá escribirte, añadirte, invitarte ni retarte.',
    },
  },
];
