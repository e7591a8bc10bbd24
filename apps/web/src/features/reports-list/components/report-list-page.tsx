import { useId, useState } from 'react';
import type { PlanSummary } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import DeleteOutline from 'antd-mobile-icons/es/DeleteOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import UserAddOutline from 'antd-mobile-icons/es/UserAddOutline';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Tag } from '../../../components/tag';
import { useRetestTexts } from '../../../components/retest-texts';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { hrefWithPlan, paths } from '../../../config/paths';
import { formatMonthDay } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import { useLocaleStore } from '../../../stores/locale-store';
import { usePlanStore } from '../../../stores/plan-store';
import { useDeletePlan } from '../api/delete-plan';
import { usePlans } from '../api/get-plans';
import { AddMemberDialog, RenameDialog } from './nickname-dialog';
import './report-list.css';

/** `/reportListPage`: every plan of the user (one per person), newest first; rename and open. */
export function ReportListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const activeId = usePlanStore((s) => s.currentActiveQsId);
  const setActiveId = usePlanStore((s) => s.setCurrentActiveQsId);
  useDocumentTitle(t('reportsList.title'));
  const query = usePlans();
  const [renaming, setRenaming] = useState<PlanSummary | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<PlanSummary | null>(null);
  const headingId = useId();
  const back = useGoBack(paths.report.href());

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
          {plans.map((plan) => (
            <PlanRow
              key={plan.id}
              plan={plan}
              active={plan.customNutritionPlanId === activeId}
              onOpen={() => open(plan)}
              onRename={() => setRenaming(plan)}
              onDelete={() => setDeleting(plan)}
            />
          ))}
        </ul>
      )}
      <Link className="rl__data-link" to={paths.myData.href()}>
        {t('yourData.link')}
      </Link>
      {renaming ? (
        <RenameDialog
          plan={renaming}
          onSaved={() => void showToast(t('reportsList.rename.done'))}
          onClose={() => setRenaming(null)}
        />
      ) : null}
      {adding ? (
        <AddMemberDialog
          onSaved={(plan) => {
            // The new member's plan becomes the one worked on; the questionnaire opens with the name.
            setActiveId(plan.customNutritionPlanId);
            navigate(hrefWithPlan(paths.questionnaire, plan.customNutritionPlanId));
          }}
          onClose={() => setAdding(false)}
        />
      ) : null}
      {deleting ? <DeletePlanDialog plan={deleting} onClose={() => setDeleting(null)} /> : null}
    </div>
  );
}

/** One plan: open it (its person, date, kind, whether unfinished, when to re-test), rename or remove it. */
function PlanRow({
  plan,
  active,
  onOpen,
  onRename,
  onDelete,
}: {
  plan: PlanSummary;
  active: boolean;
  onOpen: () => void;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const retestTexts = useRetestTexts();
  const name = plan.nickname || t('reportsList.unnamed');
  const retest = retestTexts.list(plan.retestDue);
  return (
    <li className="app-card rl__item">
      <button type="button" className="app-plain-button rl__open" onClick={onOpen}>
        <span className="rl__name">
          {name}
          {active ? <Tag tone="primary">{t('reportsList.current')}</Tag> : null}
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
        onClick={onRename}
      >
        <EditSOutline aria-hidden="true" />
      </button>
      <button
        type="button"
        className="rl__rename rl__delete"
        aria-label={t('reportsList.remove.open', { name })}
        onClick={onDelete}
      >
        <DeleteOutline aria-hidden="true" />
      </button>
    </li>
  );
}

/** Removing a plan and all it holds, after the person confirmed; the plan worked on is forgotten with it. */
function DeletePlanDialog({ plan, onClose }: { plan: PlanSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const activeId = usePlanStore((s) => s.currentActiveQsId);
  const setActiveId = usePlanStore((s) => s.setCurrentActiveQsId);
  const name = plan.nickname || t('reportsList.unnamed');
  const removal = useDeletePlan({
    mutationConfig: {
      onSuccess: (_done, planId) => {
        if (planId === activeId) setActiveId(null);
        void showToast(t('reportsList.remove.done', { name }));
        onClose();
      },
    },
  });
  return (
    <ConfirmDialog
      danger
      title={t('reportsList.remove.title', { name })}
      body={<p>{t('reportsList.remove.body')}</p>}
      confirmLabel={t('reportsList.remove.confirm')}
      cancelLabel={t('reportsList.rename.cancel')}
      pending={removal.isPending}
      error={removal.isError ? t('reportsList.remove.failed') : null}
      onCancel={onClose}
      onConfirm={() => removal.mutate(plan.customNutritionPlanId)}
    />
  );
}
