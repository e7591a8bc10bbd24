import { YourDataPage } from '../../features/account/components/your-data-page';
import { useConsentStore } from '../../features/start/stores/consent-store';

/** `/myData`: export, consent withdrawal and erasure; the consent lives with the start page's store. */
export function Component() {
  const consent = useConsentStore((s) => s.consent);
  const withdraw = useConsentStore((s) => s.withdraw);
  return <YourDataPage consentedAt={consent?.acceptedAt ?? null} onWithdraw={withdraw} />;
}
