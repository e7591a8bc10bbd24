import { useId, useState } from 'react';
import type { PlanSummary } from '@nutri/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog, DialogPopup } from '../../../components/confirm-dialog';
import { Tag } from '../../../components/tag';
import { useRetestTexts } from '../../../components/retest-texts';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { hrefWithPlan, paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatMonthDay } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import { useLocaleStore } from '../../../stores/locale-store';
import { usePlanStore } from '../../../stores/plan-store';
import { getPlans } from '../api/get-plans';
import { addMember, deletePlan } from '../api/members';
import { updateNickname } from '../api/update-nickname';
import { NICKNAME_MAX_LENGTH, nicknameProblem } from '../lib/nickname';
import './report-list.css';

const PLANS_KEY = ['plans', 'list'] as const;

/** `/reportListPage`: every plan of the user (one per person), newest first; rename and open. */
export function ReportListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocaleStore((s) => s.locale);
  const activeId = usePlanStore((s) => s.currentActiveQsId);
  const setActiveId = usePlanStore((s) => s.setCurrentActiveQsId);
  useDocumentTitle(t('reportsList.title'));
  const query = useQuery({ queryKey: PLANS_KEY, queryFn: getPlans, staleTime: 0 });
  const [renaming, setRenaming] = useState<PlanSummary | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (plan: PlanSummary) => deletePlan(plan.customNutritionPlanId),
    onSuccess: async (_done, plan) => {
      if (plan.customNutritionPlanId === activeId) setActiveId(null);
      await queryClient.invalidateQueries({ queryKey: ['plans'] });
      void showToast(t('reportsList.remove.done', { name: plan.nickname || t('reportsList.unnamed') }));
      setDeleting(null);
    },
  });
  const headingId = useId();
  const retestTexts = useRetestTexts();

  const open = (plan: PlanSummary) => {
    const id = plan.customNutritionPlanId;
    if (plan.questionnaireComplete) {
      setActiveId(id);
      navigate(hrefWithPlan(paths.planGenerate, id));
    } else {
      // An unfinished questionnaire goes on where it was, on this plan.
      navigate(
        hrefWithPlan(
          plan.planType === 'deep_questionnaire' ? paths.questionnaireSpecify : paths.questionnaire,
          id,
        ),
      );
    }
  };

  const back = useGoBack(paths.report.href());

  const plans = [...(query.data?.list ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

  return (
    <div className="app-screen app-screen--wash rl">
      <PageHeader
        title={<span id={headingId}>{t('reportsList.title')}</span>}
        backLabel={t('reportsList.back')}
        onBack={back}
      />
      <p className="app-lead rl__lead">{t('reportsList.lead')}</p>
      <button type="button" className="app-button rl__add" onClick={() => setAdding(true)}>
        <UserAddOutline aria-hidden="true" /> {t('reportsList.add.open')}
      </button>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <section className="rl__notice">
          <p>{t('reportsList.loadFailed')}</p>
          <Button color="primary" shape="rounded" onClick={() => void query.refetch()}>
            {t('reportsList.retry')}
          </Button>
        </section>
      ) : plans.length === 0 ? (
        <section className="rl__notice">
          <h2>{t('reportsList.empty.title')}</h2>
          <p>{t('reportsList.empty.body')}</p>
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.start.href())}>
            {t('reportsList.empty.start')}
          </Button>
        </section>
      ) : (
        <ul className="app-stack" aria-labelledby={headingId}>
          {plans.map((plan) => {
            const name = plan.nickname || t('reportsList.unnamed');
            const retest = retestTexts.list(plan.retestDue);
            return (
              <li key={plan.id} className="app-card rl__item">
                <button type="button" className="app-plain-button rl__open" onClick={() => open(plan)}>
                  <span className="rl__name">
                    {name}
                    {plan.customNutritionPlanId === activeId ? (
                      <Tag tone="primary">{t('reportsList.current')}</Tag>
                    ) : null}
                  </span>
                  <span className="app-meta">
                    {[
                      formatMonthDay(plan.createdAt, locale),
                      t(`plan.types.${plan.planType}`),
                      plan.questionnaireComplete ? null : t('reportsList.incomplete'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {retest ? (
                    <span className="rl__retest" data-testid="retest-due">
                      {retest}
                    </span>
                  ) : null}
                </button>
                <button
                  type="button"
                  className="rl__rename"
                  aria-label={t('reportsList.rename.open', { name })}
                  onClick={() => setRenaming(plan)}
                >
                  <EditSOutline aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className="rl__rename rl__delete"
                  aria-label={t('reportsList.remove.open', { name })}
                  onClick={() => {
                    removal.reset();
                    setDeleting(plan);
                  }}
                >
                  <DeleteOutline aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Link className="rl__data-link" to={paths.myData.href()}>
        {t('yourData.link')}
      </Link>
      {renaming ? (
        <NicknameDialog
          title={t('reportsList.rename.title')}
          initial={renaming.nickname}
          submitLabel={t('reportsList.rename.save')}
          save={(nickname) => updateNickname(renaming.customNutritionPlanId, nickname)}
          onSaved={() => void showToast(t('reportsList.rename.done'))}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {adding ? (
        <NicknameDialog
          title={t('reportsList.add.title')}
          initial=""
          submitLabel={t('reportsList.add.save')}
          save={addMember}
          onSaved={(plan) => {
            // The new member's plan becomes the one worked on; the questionnaire opens with the name.
            setActiveId(plan.customNutritionPlanId);
            navigate(hrefWithPlan(paths.questionnaire, plan.customNutritionPlanId));
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          danger
          title={t('reportsList.remove.title', { name: deleting.nickname || t('reportsList.unnamed') })}
          body={<p>{t('reportsList.remove.body')}</p>}
          confirmLabel={t('reportsList.remove.confirm')}
          cancelLabel={t('reportsList.rename.cancel')}
          pending={removal.isPending}
          error={removal.isError ? t('reportsList.remove.failed') : null}
          onCancel={() => setDeleting(null)}
          onConfirm={() => removal.mutate(deleting)}
        />
      ) : null}
    </div>
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
  save: (nickname: string) => Promise<PlanSummary>;
  onSaved: (plan: PlanSummary) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();
  const problem = nicknameProblem(value);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (plan) => {
      await queryClient.invalidateQueries({ queryKey: ['plans'] });
      onSaved(plan);
      onClose();
    },
    onError: (e) =>
      setServerError(isApiError(e) ? (e.errors?.[0]?.message ?? e.msg) : t('reportsList.rename.failed')),
  });
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
          if (!problem) mutation.mutate(value.trim());
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
          <Button type="submit" color="primary" shape="rounded" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </DialogPopup>
  );
}
