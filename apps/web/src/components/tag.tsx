import type { ReactNode } from 'react';
import './tag.css';

/** What a tag says about its subject: its colour, from the app's tokens. */
export type TagTone = 'neutral' | 'primary' | 'info' | 'warning' | 'danger';

/** The tone of a lab value's flag: low warns, high is a danger, in range is good. */
export function toneOfFlag(flag: string): TagTone {
  return flag === 'low' ? 'warning' : flag === 'high' ? 'danger' : flag === 'normal' ? 'primary' : 'neutral';
}

/** A small rounded label beside a name (a flag, a class, "current", "best"). */
export function Tag({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: TagTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={`app-tag app-tone--${tone}${className ? ` ${className}` : ''}`}>{children}</span>;
}
