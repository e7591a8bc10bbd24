import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader, useGoBack } from '../../../components/page-header';
import { useDocumentTitle } from '../../../components/use-document-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { formatMonthDay } from '../../../lib/dates';
import { showToast } from '../../../lib/toast';
import { useLocaleStore } from '../../../stores/locale-store';
import { useDeleteAccount } from '../api/delete-account';
import { useExportAccount } from '../api/export-account';
import { exportFileName, forgetThisDevice } from '../lib/device-data';
import './your-data-page.css';

type Asking = 'withdraw' | 'delete' | null;

/**
 * `/myData`: what the introduction and the privacy text promise — a download of everything stored,
 * withdrawal of the health-data consent, and erasing everything — each irreversible step confirmed.
 */
export function YourDataPage({
  consentedAt,
  onWithdraw,
}: {
  /** When the health-data consent was given on this device, or null. */
  consentedAt: string | null;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const back = useGoBack(paths.reportList.href());
  useDocumentTitle(t('yourData.title'));
  const [asking, setAsking] = useState<Asking>(null);
  const failed = (e: unknown) => (isApiError(e) ? e.msg : t('yourData.failed'));

  const download = useExportAccount({
    mutationConfig: {
      onSuccess: (data) => {
        const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
        const url = URL.createObjectURL(blob);
        const a = document.createElement('a');
        a.href = url;
        a.download = exportFileName();
        document.body.append(a);
        a.click();
        a.remove();
        // Some webviews read the link after the click returns: release it a little later.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        void showToast(t('yourData.export.done'));
      },
    },
  });
  const erase = useDeleteAccount({
    mutationConfig: {
      onSuccess: () => {
        forgetThisDevice();
        window.location.replace(`${window.location.pathname}${window.location.search}#${paths.start.href()}`);
        window.location.reload();
      },
    },
  });

  return (
    <div className="app-screen app-screen--wash your-data">
      <PageHeader title={t('yourData.title')} backLabel={t('yourData.back')} onBack={back} />
      <main className="app-main app-stack">
        <Card title={t('yourData.export.title')}>
          <p className="app-lead">{t('yourData.export.body')}</p>
          {download.isError ? (
            <p className="app-note app-tone--danger" role="alert">
              {failed(download.error)}
            </p>
          ) : null}
          <DataButton
            tone="primary"
            disabled={download.isPending}
            label={download.isPending ? t('yourData.export.working') : t('yourData.export.action')}
            onClick={() => download.mutate()}
          />
        </Card>

        <Card title={t('yourData.consent.title')}>
          <p className="app-lead">
            {consentedAt
              ? t('yourData.consent.given', { date: formatMonthDay(consentedAt, locale) })
              : t('yourData.consent.none')}
          </p>
          {consentedAt ? (
            <DataButton label={t('yourData.consent.action')} onClick={() => setAsking('withdraw')} />
          ) : null}
        </Card>

        <Card title={t('yourData.delete.title')}>
          <p className="app-lead">{t('yourData.delete.body')}</p>
          <DataButton tone="danger" label={t('yourData.delete.action')} onClick={() => setAsking('delete')} />
        </Card>
      </main>

      {asking === 'withdraw' ? (
        <ConfirmDialog
          title={t('yourData.consent.confirmTitle')}
          body={<p>{t('yourData.consent.confirmBody')}</p>}
          confirmLabel={t('yourData.consent.confirm')}
          cancelLabel={t('yourData.cancel')}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            onWithdraw();
            setAsking(null);
            void showToast(t('yourData.consent.done'));
          }}
        />
      ) : null}
      {asking === 'delete' ? (
        <ConfirmDialog
          danger
          title={t('yourData.delete.confirmTitle')}
          body={<p>{t('yourData.delete.confirmBody')}</p>}
          confirmLabel={t('yourData.delete.confirm')}
          cancelLabel={t('yourData.cancel')}
          pending={erase.isPending}
          error={erase.isError ? failed(erase.error) : null}
          onCancel={() => setAsking(null)}
          onConfirm={() => erase.mutate()}
        />
      ) : null}
    </div>
  );
}

/** A full-width button of this page: the main one, a plain one, or the one that erases. */
function DataButton({
  label,
  onClick,
  tone,
  disabled,
}: {
  label: string;
  onClick: () => void;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
}) {
  const toneClass =
    tone === 'primary' ? ' app-button--primary' : tone === 'danger' ? ' your-data__button--danger' : '';
  return (
    <button
      type="button"
      className={`app-button your-data__button${toneClass}`}
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
