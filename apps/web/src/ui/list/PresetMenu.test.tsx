import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import { PresetMenu } from './PresetMenu.tsx';

clientHarness();
afterEach(cleanup);

describe('saved filters', () => {
  it('open from the keyboard: a saved filter is a tab stop that Enter opens', async () => {
    setLang('zh-TW');
    localStorage.setItem('area', 'merchant');
    sessionStorage.setItem('isLogin', '1');
    sessionStorage.setItem('formToken', 'tok');
    await installWire((req) =>
      req.path === 'pc/filterPresetList'
        ? {
            kind: 'classic',
            code: 'SCM00000',
            data: {
              rows: [
                {
                  preset_id: '1',
                  page_key: 'merchant.trade_query',
                  name: '本週微信',
                  query: 'pay_type=WECHAT',
                  updated_at: '20261125100000',
                },
              ],
            },
          }
        : { kind: 'classic', code: 'SCM00000', data: {} },
    );
    const opened: string[] = [];
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <PresetMenu pageKey="merchant.trade_query" query="" onOpen={(q) => opened.push(q)} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /常用篩選/ }));
    const preset = await screen.findByRole('button', { name: '本週微信' }, { timeout: 10_000 });
    expect(preset.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(preset, { key: 'Enter' });
    expect(opened).toEqual(['pay_type=WECHAT']);
  });
});
