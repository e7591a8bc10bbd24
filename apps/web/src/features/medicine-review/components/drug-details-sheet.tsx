import type { MedicineTaboo } from '@nutri/domain/contracts';
import Button from 'antd-mobile/es/components/button';
import LinkOutline from 'antd-mobile-icons/es/LinkOutline';
import { citation } from '@nutri/domain/citations';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/bottom-sheet';
import { useLocaleStore } from '../../../stores/locale-store';
import { SEVERITY_ICONS } from './drug-contraindications';
import { useManagementText } from './use-management-text';

/** Only web addresses become links; anything else in a source is shown as text. */
function safeUrl(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export interface DrugDetailsSheetProps {
  /** The taboo shown; null keeps the sheet closed. */
  taboo: MedicineTaboo | null;
  onClose: () => void;
}

/**
 * DrugDetails: a bottom sheet for one taboo with its mechanism, advice, what to do and its source (a link
 * opened in a new tab when the source has an address).
 */
export function DrugDetailsSheet({ taboo, onClose }: DrugDetailsSheetProps) {
  const { t } = useTranslation();
  const locale = useLocaleStore((s) => s.locale);
  const management = useManagementText();
  const Icon = taboo ? SEVERITY_ICONS[taboo.severity] : null;
  const url = safeUrl(taboo?.source.url);

  return (
    <BottomSheet
      visible={taboo !== null}
      onClose={onClose}
      title={
        taboo
          ? t('medicineReview.section.detailsTitle', { drug: taboo.drug, supplement: taboo.supplement })
          : null
      }
      bodyClassName="app-sheet mr-sheet"
      className="app-sheet__inner mr-sheet__inner"
    >
      {taboo && Icon ? (
        <>
          <p className="mr-sheet__tags">
            <span className={`mr-sev mr-sev--${taboo.severity}`}>
              <Icon aria-hidden="true" /> {t(`medicineReview.section.severity.${taboo.severity}`)}
            </span>
            <span className="mr-kind">{t(`medicineReview.section.kind.${taboo.kind}`)}</span>
          </p>
          <dl className="mr-sheet__facts">
            <div>
              <dt>{t('medicineReview.section.whatToDo')}</dt>
              <dd className={`mr-manage mr-manage--${taboo.management}`}>{management(taboo)}</dd>
            </div>
            <div>
              <dt>{t('medicineReview.section.mechanism')}</dt>
              <dd>{taboo.mechanism}</dd>
            </div>
            <div>
              <dt>{t('medicineReview.section.advice')}</dt>
              <dd>{taboo.advice}</dd>
            </div>
            <div>
              <dt>{t('medicineReview.section.source')}</dt>
              <dd className="mr-sheet__source">
                <span>{citation(taboo.source.ref, locale).text}</span>
                {url ? (
                  <a href={url} target="_blank" rel="noopener noreferrer" className="mr-sheet__link">
                    <LinkOutline aria-hidden="true" />
                    {t('medicineReview.section.openSource')}
                  </a>
                ) : null}
              </dd>
            </div>
          </dl>
          <Button block shape="rounded" className="mr-sheet__close" onClick={onClose}>
            {t('medicineReview.section.close')}
          </Button>
        </>
      ) : null}
    </BottomSheet>
  );
}
