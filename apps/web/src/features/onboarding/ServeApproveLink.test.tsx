import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNotifier } from '../../api/notify.ts';
import { clientHarness } from '../../api/testing/harness.ts';
import { installWire, type WireRequest } from '../../api/testing/wire.ts';
import { setLang } from '../../i18n/index.ts';
import type { ApprovalLink } from './api.ts';
import { ServeApproveLink } from './ServeApproveLink.tsx';

clientHarness();
afterEach(() => {
  cleanup();
  setNotifier(null);
});

const NONE: ApprovalLink = {
  state: 'NONE',
  sent_to: '',
  sent_at: '',
  expires_at: '',
  decided_at: '',
  remark: '',
  can_send: 'Y',
};
const PENDING: ApprovalLink = {
  ...NONE,
  state: 'PENDING',
  sent_to: 'sub***@example.test',
  sent_at: '20261129100000',
  expires_at: '20261206100000',
};

/** The card on an entry whose link answers `states` one after another (each read takes the next). */
async function open(states: ApprovalLink[], lang: 'zh-TW' | 'en' = 'zh-TW') {
  setLang(lang);
  localStorage.setItem('area', 'service');
  sessionStorage.setItem('isLogin', '1');
  sessionStorage.setItem('formToken', 'tok');
  const toasts: string[] = [];
  setNotifier({
    error: (t) => toasts.push(t),
    success: (t) => toasts.push(t),
    dialog: (t) => toasts.push(t),
  });
  let read = 0;
  const { requests } = await installWire((req) =>
    req.path === 'meradm/serveApproveSend'
      ? {
          kind: 'classic',
          code: 'SCM00000',
          data: { sent_to: 'sub***@example.test', expires_at: '20261206100000' },
        }
      : { kind: 'classic', code: 'SCM00000', data: states[Math.min(read++, states.length - 1)] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServeApproveLink applyNo="AP2026112900000001" />
    </QueryClientProvider>,
  );
  return { requests, toasts };
}

const sends = (requests: WireRequest[]) => requests.filter((r) => r.path === 'meradm/serveApproveSend');

describe("the provider's approval link", () => {
  it('sends the link of a submitted entry, then shows where it went and until when', async () => {
    const { requests, toasts } = await open([NONE, PENDING]);
    await screen.findByText('尚未發送確認連結');
    fireEvent.click(screen.getByRole('button', { name: '發送確認連結' }));
    await screen.findByText(
      '已於 2026-11-29 10:00:00 發送至 sub***@example.test，有效至 2026-12-06 10:00:00，等待子商戶決定',
    );
    expect(sends(requests)).toHaveLength(1);
    expect(sends(requests)[0].body).toMatchObject({ apply_no: 'AP2026112900000001' });
    expect(toasts).toContain('確認連結已發送至 sub***@example.test，有效至 2026-12-06 10:00:00');
  });

  it('asks before sending again: the earlier link ends', async () => {
    const { requests } = await open([PENDING], 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(sends(requests)).toHaveLength(0);
    await screen.findByText('The earlier link stops working once a new one is sent. Send it again?');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect.poll(() => sends(requests).length).toBe(1);
  });

  it("shows the sub-merchant's decline with its reason, and no button", async () => {
    await open([
      { ...PENDING, state: 'DECLINED', decided_at: '20261129113000', remark: '賬戶不符', can_send: 'N' },
    ]);
    await screen.findByText('子商戶已於 2026-11-29 11:30:00 拒絕此進件');
    screen.getByText('原因：賬戶不符');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
