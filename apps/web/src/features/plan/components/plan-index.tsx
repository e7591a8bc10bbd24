import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipList } from '../../../components/chip-list';

interface Entry {
  id: string;
  title: string;
}

/** The report's cards by their headings, in reading order (other features add cards as they load). */
function entriesIn(report: Element): Entry[] {
  return [...report.querySelectorAll<HTMLElement>(':scope > section.app-card, :scope > * > section.app-card')]
    .map((section) => {
      const heading = section.querySelector('h2');
      return { id: heading?.id ?? '', title: heading?.textContent?.trim() ?? '' };
    })
    .filter((e) => e.id !== '' && e.title !== '');
}

/** Scrolls the card whose heading has `headingId` to the top and moves the focus to that heading. */
function bringToTop(headingId: string): void {
  const section = document.getElementById(headingId)?.closest('section');
  section?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  // The heading takes the focus, so a screen reader continues from the section.
  const heading = section?.querySelector<HTMLElement>('h2');
  heading?.setAttribute('tabindex', '-1');
  heading?.focus({ preventScroll: true });
}

/**
 * The long plan's section index (issue 19.6): a row of its card titles under the header; a tap brings
 * that card to the top. It reads the cards on screen, so sections other features add (lab values,
 * medicines) are listed as they appear.
 */
export function PlanIndex() {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const [entries, setEntries] = useState<Entry[]>([]);

  useEffect(() => {
    const report = nav.current?.closest('.plan-report');
    if (!report) return;
    const refresh = () =>
      setEntries((old) => {
        const next = entriesIn(report);
        const same =
          next.length === old.length &&
          next.every((e, i) => e.id === old[i]?.id && e.title === old[i]?.title);
        return same ? old : next;
      });
    refresh();
    const observer = new MutationObserver(refresh);
    observer.observe(report, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <nav ref={nav} className="plan-index" aria-label={t('plan.index')} hidden={entries.length < 3}>
      <ChipList
        className="app-chip plan-index__link"
        chips={entries.map((e) => ({ key: e.id, label: e.title, onClick: () => bringToTop(e.id) }))}
      />
    </nav>
  );
}
