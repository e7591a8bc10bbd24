import Button, { type ButtonProps } from 'antd-mobile/es/components/button';

/**
 * The full-width, large, rounded button that moves a screen on (start, submit, place the order);
 * `fill="outline"` for the second way on beside it.
 */
export function MainButton(props: Omit<ButtonProps, 'block' | 'color' | 'size' | 'shape'>) {
  return <Button block color="primary" size="large" shape="rounded" {...props} />;
}
