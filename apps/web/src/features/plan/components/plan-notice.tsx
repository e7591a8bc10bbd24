import { useTranslation } from 'react-i18next';
import { ActionButton } from '../../../components/action-button';
import { Card } from '../../../components/card';

/** Why no plan is shown, and the label of the one way on from there. */
const ACTION_LABELS = {
  empty: 'plan.empty.start',
  incomplete: 'plan.incomplete.continue',
  notFound: 'plan.notFound.list',
  failed: 'plan.failed.retry',
} as const;

export type PlanNoticeKind = keyof typeof ACTION_LABELS;

/** A card in place of the plan (none yet, not finished, not found, failed): what happened and the way on. */
export function PlanNotice({
  kind,
  text,
  onAction,
}: {
  kind: PlanNoticeKind;
  text?: string;
  onAction: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card className="plan-card plan-notice" title={t(`plan.${kind}.title`)}>
      <p>{text ?? t(`plan.${kind}.body`)}</p>
      <ActionButton action={{ label: t(ACTION_LABELS[kind]), onClick: onAction }} block />
    </Card>
  );
}
