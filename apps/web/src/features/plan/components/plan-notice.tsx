import Button from 'antd-mobile/es/components/button';
import { Card } from '../../../components/card';

/** A card in place of the plan (none yet, not found, failed): what happened and the one way on. */
export function PlanNotice({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: { label: string; onClick: () => void };
}) {
  return (
    <Card className="plan-card plan-notice" title={title}>
      <p>{text}</p>
      <Button block color="primary" shape="rounded" onClick={action.onClick}>
        {action.label}
      </Button>
    </Card>
  );
}
