import { useId, useState } from 'react';
import type { PlanSummary } from '@nutri/domain/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import CenterPopup from 'antd-mobile/es/components/center-popup';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Tag } from '../../../components/tag';
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
  const headingId = useId();

  const open = (plan: PlanSummary) => {
    const id = plan.customNutritionPlanId;
    if (plan.questionnaireComplete) {
      setActiveId(id);
      navigate(hrefWithPlan(paths.planGenerate, id));
    } else {
      navigate(
        plan.planType === 'deep_questionnaire'
          ? paths.questionnaireSpecify.href()
          : paths.questionnaire.href(),
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
            return (
              <li key={plan.id} className="app-card rl__item">
                <button type="button" className="app-plain-button rl__open" onClick={() => open(plan)}>
                  <span className="rl__name">
                    {name}
                    {plan.customNutritionPlanId === activeId ? (
                      <Tag tone="primary">{t('reportsList.current')}</Tag>
                    ) : null}
                  </span>
                  <span className="rl__meta">
                    {[
                      formatMonthDay(plan.createdAt, locale),
                      t(`plan.types.${plan.planType}`),
                      plan.questionnaireComplete ? null : t('reportsList.incomplete'),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
                <button
                  type="button"
                  className="rl__rename"
                  aria-label={t('reportsList.rename.open', { name })}
                  onClick={() => setRenaming(plan)}
                >
                  <EditSOutline aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <Link className="rl__data-link" to={paths.myData.href()}>
        {t('yourData.link')}
      </Link>
      {renaming ? <RenameDialog plan={renaming} onClose={() => setRenaming(null)} /> : null}
    </div>
  );
}

function RenameDialog({ plan, onClose }: { plan: PlanSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(plan.nickname);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();
  const problem = nicknameProblem(value);
  const mutation = useMutation({
    mutationFn: (nickname: string) => updateNickname(plan.customNutritionPlanId, nickname),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['plans'] });
      void showToast(t('reportsList.rename.done'));
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
    <CenterPopup
      visible
      onMaskClick={onClose}
      bodyClassName="rl-dialog"
      destroyOnClose
      // antd-mobile centres the popup from these width variables.
      style={{ '--min-width': 'min(340px, 90vw)', '--max-width': 'min(340px, 90vw)' }}
    >
      <form
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="rl-dialog__inner"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          setServerError(null);
          if (!problem) mutation.mutate(value.trim());
        }}
      >
        <h2 id={titleId}>{t('reportsList.rename.title')}</h2>
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
        <p id={errorId} className="rl-dialog__error" role="alert">
          {shownError}
        </p>
        <div className="rl-dialog__actions">
          <Button shape="rounded" onClick={onClose}>
            {t('reportsList.rename.cancel')}
          </Button>
          <Button type="submit" color="primary" shape="rounded" loading={mutation.isPending}>
            {t('reportsList.rename.save')}
          </Button>
        </div>
      </form>
    </CenterPopup>
  );
}
