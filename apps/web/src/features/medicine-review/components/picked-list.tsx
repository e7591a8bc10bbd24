import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../components/card';
import { useLocaleStore } from '../../../stores/locale-store';
import { CloseButton } from '../../../components/close-button';

/** What each row of a {@link PickedList} gets: its item, what is wrong with it, and where edits go. */
export interface PickedRowProps<T, Edit> {
  item: T;
  /** The server did not recognise it on the last submit. */
  unknown: boolean;
  /** Dose problems show (after a submit was refused for them). */
  showErrors: boolean;
  onEdit: (edit: Edit) => void;
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
 * saying none. Items are told apart by `keyOf`, which is also what edits, removals and the server's
 * list of unknown items name.
 */
export function PickedList<T, Edit>({
  kind,
  items,
  keyOf,
  unknownKeys,
  showErrors,
  Row,
  onEdit,
  onRemove,
}: {
  kind: keyof typeof HEADINGS;
  items: readonly T[];
  keyOf: (item: T) => string;
  unknownKeys: ReadonlySet<string>;
  showErrors: boolean;
  Row: ComponentType<PickedRowProps<T, Edit>>;
  onEdit: (key: string, edit: Edit) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
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
          const key = keyOf(item);
          return (
            <Row
              key={key}
              item={item}
              unknown={unknownKeys.has(key)}
              showErrors={showErrors}
              onEdit={(edit) => onEdit(key, edit)}
              onRemove={() => onRemove(key)}
            />
          );
        })}
      </ul>
    </ListCard>
  );
}

/** The name of a picked item in the app's language. */
export function usePickedName(names: { zh: string; en: string }): string {
  const locale = useLocaleStore((s) => s.locale);
  return locale === 'zh-CN' ? names.zh : names.en;
}

/**
 * One picked medicine or supplement: its name and the round button that takes it off the list, its
 * fields, then what is wrong with it: what was typed (`problem`, which the fields point to by its id),
 * and a name the server did not recognise (`unknown`).
 */
export function PickedRow({
  name,
  nameNote,
  problem,
  unknown,
  onRemove,
  children,
}: {
  name: string;
  /** A smaller word after the name (a medicine's class). */
  nameNote?: string | undefined;
  problem: { id: string; text: string } | null;
  unknown: boolean;
  onRemove: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
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
      {children}
      {problem ? (
        <p id={problem.id} className="amn-field-error">
          {problem.text}
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
