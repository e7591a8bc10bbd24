import Button from 'antd-mobile/es/components/button';

/** One thing a screen offers to do. */
export interface Action {
  label: string;
  onClick: () => void;
  /** Outlined: the second way on, or a way back. */
  outline?: boolean;
}

/** A rounded button in the brand colour for one action (`block`: the full width). */
export function ActionButton({ action, block }: { action: Action; block?: boolean }) {
  return (
    <Button
      block={block}
      color="primary"
      fill={action.outline ? 'outline' : 'solid'}
      shape="rounded"
      onClick={action.onClick}
    >
      {action.label}
    </Button>
  );
}
