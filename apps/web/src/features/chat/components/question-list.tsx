import type { ReactNode } from 'react';

/** Questions to ask with one tap, one button each (the welcome's quick questions, the follow-ups). */
export function QuestionList({
  questions,
  className,
  disabled,
  onAsk,
  trailing,
}: {
  questions: readonly string[];
  className: string;
  disabled: boolean;
  onAsk: (question: string) => void;
  /** Drawn after each question (a chevron). */
  trailing?: ReactNode;
}) {
  return (
    <ul className="app-stack app-stack--tight">
      {questions.map((q) => (
        <li key={q}>
          <button
            type="button"
            className={`app-tile-button ${className}`}
            disabled={disabled}
            onClick={() => onAsk(q)}
          >
            <span>{q}</span>
            {trailing}
          </button>
        </li>
      ))}
    </ul>
  );
}
