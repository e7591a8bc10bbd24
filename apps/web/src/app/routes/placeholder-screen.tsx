import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { useDocumentTitle } from '../../components/use-document-title';
import { useHideTabBar } from '../../components/use-hide-tab-bar';

export type PlaceholderScreenName =
  | 'questionnaire'
  | 'questionnaireSpecify'
  | 'planGenerate'
  | 'addMoreNutrition'
  | 'uploadReports'
  | 'reportList'
  | 'products'
  | 'productsQuick'
  | 'chat'
  | 'report'
  | 'introduction';

function HideTabBar() {
  useHideTabBar();
  return null;
}

/** A screen of PRODUCT.md §5 that is not built yet: its real title, what it will do, and a way back. */
export function PlaceholderScreen({
  screen,
  hideTabBar = false,
}: {
  screen: PlaceholderScreenName;
  hideTabBar?: boolean;
}) {
  const { t } = useTranslation();
  const title = t(`screens.${screen}.title`);
  useDocumentTitle(title);
  return (
    <>
      {hideTabBar ? <HideTabBar /> : null}
      <ScreenPlaceholder
        title={title}
        message={t('app.comingSoon')}
        detail={t(`screens.${screen}.purpose`)}
      />
    </>
  );
}
