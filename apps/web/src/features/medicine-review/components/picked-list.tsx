import { useId, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Bilingual } from '@nutri/domain/contracts';
import { ListCard } from '../../../components/card';
import { useLocaleStore } from '../../../stores/locale-store';
import { CloseButton } from '../../../components/close-button';
import type { PickedItems, PickKind, Picks } from '../lib/picks';
import { pickKey, usePicksStore, usePlanPicks, type PickEdits } from '../stores/picks-store';

/** What each row of a {@link PickedList} gets: its item, what is wrong with it, and where edits go. */
export interface PickedRowProps<K extends PickKind> {
  item: PickedItems[K];
  /** The server did not recognise it on the last submit. */
  unknown: boolean;
  /** Dose problems show (after a submit was refused for them). */
  showErrors: boolean;
  onEdit: (edit: PickEdits[K]) => void;
  onRemove: () => void;
}

/** What the page gives the body of either tab: the plan, the tab's search text, and what to flag. */
export interface PickTabProps {
  planId: string;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  /** Keys of the tab's items the server did not recognise on the last submit. */
  unknownKeys: ReadonlySet<string>;
  /** Dose problems show (after a submit was refused for them). */
  showErrors: boolean;
}

const HEADINGS = {
  medicines: { title: 'medicineReview.add.pickedMedicines', none: 'medicineReview.add.pickedNoMedicines' },
  supplements: {
    title: 'medicineReview.add.pickedSupplements',
    none: 'medicineReview.add.pickedNoSupplements',
  },
} as const;

/**
 * The card of what was picked on one tab: its heading with the count, then a `Row` per item, or a line
 * saying none. A row's edits and its removal go to the plan's picks.
 */
export function PickedList<K extends PickKind>({
  tab: { planId, unknownKeys, showErrors },
  kind,
  Row,
}: {
  tab: PickTabProps;
  kind: K;
  Row: ComponentType<PickedRowProps<K>>;
}) {
  const { t } = useTranslation();
  const picks: Picks = usePlanPicks(planId);
  const items = picks[kind];
  const store = usePicksStore.getState();
  return (
    <ListCard
      className="amn-picked"
      title={t(HEADINGS[kind].title, { count: items.length })}
      titleId={`amn-picked-${kind}`}
      titleClassName="amn-subtitle"
      count={items.length}
      none={t(HEADINGS[kind].none)}
      noneClassName="app-lead amn-muted"
    >
      <ul className="app-stack app-stack--tight">
        {items.map((item) => {
          const key = pickKey(kind, item);
          return (
            <Row
              key={key}
              item={item}
              unknown={unknownKeys.has(key)}
              showErrors={showErrors}
              onEdit={(edit) => store.update(planId, kind, key, edit)}
              onRemove={() => store.remove(planId, kind, key)}
            />
          );
        })}
      </ul>
    </ListCard>
  );
}

/**
 * One picked medicine or supplement: its name in the app's language and the round button that takes it
 * off the list, its fields, then what is wrong with it: what was typed (`problem`), and a name the server
 * did not recognise (`unknown`). The fields get the name and, while there is a problem, the id of its
 * text to point to.
 */
export function PickedRow({
  names,
  nameNote,
  problem,
  unknown,
  onRemove,
  children,
}: {
  names: Bilingual;
  /** A smaller word after the name (a medicine's class). */
  nameNote?: string | undefined;
  problem: string | null;
  unknown: boolean;
  onRemove: () => void;
  children: (name: string, problemId: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const name = locale === 'zh-CN' ? names.zh : names.en;
  const problemId = useId();
  return (
    <li className={problem || unknown ? 'amn-dose amn-dose--invalid' : 'amn-dose'}>
      <div className="app-spread">
        <span className="amn-dose__name">
          {name}
          {nameNote ? <span className="amn-dose__class">{nameNote}</span> : null}
        </span>
        <CloseButton
          label={t('medicineReview.add.remove', { name })}
          className="amn-dose__remove"
          onClick={onRemove}
        />
      </div>
      {children(name, problem ? problemId : undefined)}
      {problem ? (
        <p id={problemId} className="amn-field-error">
          {problem}
        </p>
      ) : null}
      {unknown ? (
        <p className="amn-field-error" role="alert">
          {t('medicineReview.add.unknownItem', { name })}
        </p>
      ) : null}
    </li>
  );
}
