import { useMemo } from 'react';
import Cascader from 'antd-mobile/es/components/cascader';
import { useTranslation } from 'react-i18next';
import { useAreas } from '../api/get-areas';
import { cascaderOptionsOf, type DraftArea } from '../lib/areas';

/**
 * Province → city → county-level district, as antd-mobile's Cascader (tabs of tappable lists: easier to
 * use one-handed and to drive in a test than three scroll wheels). This file is loaded on first open,
 * and the area data it shows on top of that, in its own chunk (ADR 0027).
 */
export function AreaPicker({
  visible,
  value,
  onClose,
  onPick,
}: {
  visible: boolean;
  value: readonly string[];
  onClose: () => void;
  onPick: (area: DraftArea) => void;
}) {
  const { t } = useTranslation();
  const areas = useAreas();
  const options = useMemo(() => (areas.data ? cascaderOptionsOf(areas.data.areaTree()) : []), [areas.data]);
  return (
    <Cascader
      className="shop-area-picker"
      options={options}
      loading={areas.isPending}
      visible={visible}
      value={[...value]}
      title={areas.isError ? t('shop.checkout.areaLoadFailed') : t('shop.checkout.areaPickerTitle')}
      placeholder={t('shop.checkout.areaPlaceholder')}
      confirmText={t('shop.checkout.areaConfirm')}
      cancelText={t('shop.checkout.areaCancel')}
      onClose={() => {
        if (areas.isError) void areas.refetch();
        onClose();
      }}
      onConfirm={(picked) => {
        const [provinceCode = '', cityCode = '', districtCode = ''] = picked.map((v) => String(v));
        const check = areas.data?.checkAreaCodes({ provinceCode, cityCode, districtCode });
        // A choice short of a district is no choice: the form keeps what it had and says so on submit.
        if (check?.ok) onPick({ provinceCode, cityCode, districtCode, area: check.text });
      }}
    />
  );
}
