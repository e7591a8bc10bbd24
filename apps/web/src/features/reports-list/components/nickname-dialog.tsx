import { useId, useState } from 'react';
import type { PlanSummary } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { DialogPopup } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { useAddMember } from '../api/add-member';
import { useUpdateNickname } from '../api/update-nickname';
import { NICKNAME_MAX_LENGTH, nicknameProblem } from '../lib/nickname';

/** How a nickname dialog saves: the change's `mutate`, told what to do once saved or refused. */
interface Save {
  mutate: (
    nickname: string,
    on: { onSuccess: (plan: PlanSummary) => void; onError: (e: Error) => void },
  ) => void;
  isPending: boolean;
}

/** Renames the person of `plan`. */
export function RenameDialog({
  plan,
  onSaved,
  onClose,
}: {
  plan: PlanSummary;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rename = useUpdateNickname();
  return (
    <NicknameDialog
      title={t('reportsList.rename.title')}
      initial={plan.nickname}
      submitLabel={t('reportsList.rename.save')}
      save={{
        mutate: (nickname, on) => rename.mutate({ planId: plan.customNutritionPlanId, nickname }, on),
        isPending: rename.isPending,
      }}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

/** Adds a family member: a new plan under this account with the name given. */
export function AddMemberDialog({
  onSaved,
  onClose,
}: {
  onSaved: (plan: PlanSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddMember();
  return (
    <NicknameDialog
      title={t('reportsList.add.title')}
      initial=""
      submitLabel={t('reportsList.add.save')}
      save={add}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

/** A name for a plan's person: renaming one, or adding a family member. */
function NicknameDialog({
  title,
  initial,
  submitLabel,
  save,
  onSaved,
  onClose,
}: {
  title: string;
  initial: string;
  submitLabel: string;
  save: Save;
  onSaved: (plan: PlanSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();
  const problem = nicknameProblem(value);
  const shownError =
    touched && problem
      ? t(`reportsList.rename.errors.${problem}`, { max: NICKNAME_MAX_LENGTH })
      : serverError;

  return (
    <DialogPopup onMaskClick={onClose}>
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="app-confirm__inner"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          setServerError(null);
          if (problem) return;
          save.mutate(value.trim(), {
            onSuccess: (plan) => {
              onSaved(plan);
              onClose();
            },
            onError: (err) =>
              setServerError(
                isApiError(err) ? (err.errors?.[0]?.message ?? err.msg) : t('reportsList.rename.failed'),
              ),
          });
        }}
      >
        <h2 id={titleId}>{title}</h2>
        <label className="rl-dialog__field">
          <span>{t('reportsList.rename.label')}</span>
          <input
            className="app-input app-input--large"
            // The dialog exists to type a name: focus goes straight to the field.
            autoFocus
            value={value}
            maxLength={NICKNAME_MAX_LENGTH + 10}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={errorId}
            onChange={(e) => {
              setValue(e.target.value);
              setServerError(null);
            }}
            onBlur={() => setTouched(true)}
          />
        </label>
        <p id={errorId} className="app-confirm__error" role="alert">
          {shownError}
        </p>
        <div className="app-confirm__actions">
          <Button shape="rounded" onClick={onClose}>
            {t('reportsList.rename.cancel')}
          </Button>
          <Button type="submit" color="primary" shape="rounded" loading={save.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogPopup>
  );
}
