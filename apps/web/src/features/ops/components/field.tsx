import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled text field of the operators' forms: the label above a 44 px input that reports its text. */
export function Field({
  label,
  value,
  onText,
  children,
  ...input
}: {
  label: ReactNode;
  value: string;
  onText: (text: string) => void;
  /** What belongs to the field after its input (a list of suggestions). */
  children?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className' | 'children'>) {
  return (
    <label className="ops-field">
      <span>{label}</span>
      <input className="app-input" value={value} onChange={(e) => onText(e.target.value)} {...input} />
      {children}
    </label>
  );
}

/** The outcome of a form: done (a status) or refused (an alert), or nothing yet. */
export function Outcome({ ok = false, text }: { ok?: boolean; text: string | null }) {
  if (!text) return null;
  return (
    <p className={ok ? 'ops-done' : 'ops-error'} role={ok ? 'status' : 'alert'}>
      {text}
    </p>
  );
}
