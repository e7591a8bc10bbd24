import Toast from 'antd-mobile/es/components/toast';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../testing/dom';

// The test setup imports the adapter as main.tsx does; without it a toast mounts nothing and its
// clear() rejects with "unmountComponentAtNode is not a function" (React 19 removed it).
describe('antd-mobile overlays under React 19', () => {
  it('a toast shows its text and clears without leaving its node behind', async () => {
    Toast.show({ content: 'Saved — adapter check', duration: 0 });
    await waitUntil(() => /Saved — adapter check/.test(document.body.textContent ?? ''), 'the toast');
    Toast.clear();
    await waitUntil(() => !/Saved — adapter check/.test(document.body.textContent ?? ''), 'the toast gone');
    expect(document.querySelector('.adm-toast-mask')).toBeNull();
  });
});
