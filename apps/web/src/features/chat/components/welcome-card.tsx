import RightOutline from 'antd-mobile-icons/es/RightOutline';
import { useTranslation } from 'react-i18next';
import { useQuickQuestions } from '../api/get-quick-questions';
import { QuestionList } from './question-list';

/** Greeting, what the assistant can do, and 3–5 personalised questions; tapping one sends it. */
export function WelcomeCard({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const quick = useQuickQuestions();
  return (
    <section className="chat-welcome" aria-labelledby="chat-welcome-title">
      <h2 id="chat-welcome-title">{t('chat.welcome.title')}</h2>
      <p>{t('chat.welcome.body')}</p>
      <h3 className="chat-welcome__quick-title">{t('chat.welcome.quick')}</h3>
      {quick.isPending ? (
        <p className="chat-welcome__status" role="status">
          {t('chat.welcome.quickLoading')}
        </p>
      ) : quick.isError || quick.data.length === 0 ? (
        <p className="chat-welcome__status">{t('chat.welcome.quickError')}</p>
      ) : (
        <QuestionList
          questions={quick.data}
          className="chat-quick"
          disabled={disabled}
          onAsk={onAsk}
          trailing={<RightOutline aria-hidden="true" />}
        />
      )}
      <p className="chat-welcome__disclaimer">{t('chat.welcome.disclaimer')}</p>
    </section>
  );
}
