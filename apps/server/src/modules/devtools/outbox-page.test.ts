import { describe, expect, it } from 'vitest';
import { renderOutboxPage } from './outbox-page.ts';

describe('outbox page', () => {
  it('lists messages bilingually, escaped, and refreshes every 5 s', () => {
    const html = renderOutboxPage([
      {
        id: '2',
        channel: 'mail',
        target: 'a@b.test',
        subject: 'Code <1>',
        body: '<script>alert(1)</script> 123456',
        created_at: new Date('2026-01-31T16:05:09Z'),
      },
      {
        id: '1',
        channel: 'sms',
        target: '+853 66123456',
        subject: '',
        body: '驗證碼 654321',
        created_at: new Date(),
      },
    ]);
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('示範發件箱 · Demo outbox');
    expect(html).toContain('2026-02-01 00:05:09');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 123456');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Code &lt;1&gt;');
    expect(html).toContain('+853 66123456');
    expect(html).toContain('驗證碼 654321');
  });
  it('says so when there is nothing', () => {
    expect(renderOutboxPage([])).toContain('No messages yet');
  });
});
