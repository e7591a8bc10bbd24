import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../components/chip-list';

/** Topics under the messages: `send` asks at once, `prefill` puts a template in the box to complete. */
const TOPICS = [
  { key: 'plan', mode: 'send' },
  { key: 'vitaminD', mode: 'send' },
  { key: 'interactions', mode: 'prefill' },
  { key: 'diet', mode: 'send' },
  { key: 'weight', mode: 'send' },
  { key: 'sleep', mode: 'send' },
  { key: 'pregnancy', mode: 'send' },
] as const satisfies readonly { key: string; mode: 'send' | 'prefill' }[];

export type Topic = (typeof TOPICS)[number];

export function TagBar({
  onPick,
  disabled,
}: {
  onPick: (question: string, mode: Topic['mode']) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <nav className="chat-tags" aria-label={t('chat.tags.label')}>
      <ChipList
        className="app-tile-button chat-chip chat-chip--tag"
        chips={TOPICS.map((topic) => ({
          key: topic.key,
          label: t(`chat.tags.${topic.key}.label`),
          disabled: disabled && topic.mode === 'send',
          onClick: () => onPick(t(`chat.tags.${topic.key}.question`), topic.mode),
        }))}
      />
    </nav>
  );
}
