import { TodayPage } from '../../features/today/components/today-page';

/** `/today?id=<planId>`: today's schedule of a person's plan, tick off each dose. */
export function Component() {
  return <TodayPage />;
}
