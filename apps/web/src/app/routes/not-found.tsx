import SearchOutline from 'antd-mobile-icons/es/SearchOutline';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { useDocumentTitle } from '../../components/use-document-title';

/** Any path the route table does not know. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <ScreenPlaceholder title={t('notFound.title')} message={t('notFound.body')} icon={<SearchOutline />} />
  );
}
