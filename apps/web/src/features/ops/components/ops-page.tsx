import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { PressedOptions } from '../../../components/pressed-options';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useOpsSession } from '../lib/ops-session';
import { AuditSection } from './audit-section';
import { OrdersSection } from './orders-section';
import { SignInForm } from './sign-in-form';
import { StockSection } from './stock-section';
import './ops.css';

const SECTIONS = ['orders', 'stock', 'audit'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * `#/ops`, the operators' page (issue 20.4; a full console comes later): their own sign-in, then orders
 * by status with shipping and refunds, stock, and the audit log. Its own chunk, texts included.
 */
export function OpsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('ops.title'));
  const session = useOpsSession((s) => s.session);
  const signOut = useOpsSession((s) => s.signOut);
  const [section, setSection] = useState<Section>('orders');

  return (
    <main className="ops">
      <header className="ops__header">
        <h1>{t('ops.title')}</h1>
        <div className="ops__who">
          {session ? (
            <>
              <span>
                {t('ops.signedInAs')}{' '}
                <b className="ops-code" data-quote>
                  {session.operator.name}
                </b>
              </span>
              <button type="button" className="app-button" onClick={() => signOut()}>
                {t('ops.signOut')}
              </button>
            </>
          ) : null}
          <LanguageSwitch />
        </div>
      </header>
      {session ? (
        <>
          <nav className="app-chip-row ops-tabs ops-tabs--sections" aria-label={t('ops.sections.label')}>
            <PressedOptions
              options={SECTIONS.map((s) => ({ value: s, label: t(`ops.sections.${s}`) }))}
              value={section}
              className="app-chip ops-tab"
              onChoose={setSection}
            />
          </nav>
          {section === 'orders' ? (
            <OrdersSection />
          ) : section === 'stock' ? (
            <StockSection />
          ) : (
            <AuditSection />
          )}
        </>
      ) : (
        <SignInForm />
      )}
    </main>
  );
}
