import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLang } from '../i18n/index.ts';
import { refetchOnLanguageChange } from './queryClient.ts';

describe('switching language (issue 32)', () => {
  afterEach(() => setLang('zh-TW'));

  it('reads the server texts again in the new language', async () => {
    const client = new QueryClient();
    const stop = refetchOnLanguageChange(client);
    const langs: string[] = [];
    const observe = () =>
      client.fetchQuery({ queryKey: ['mail'], queryFn: async () => langs.push(i18n.language) });
    await observe();
    expect(client.getQueryState(['mail'])?.isInvalidated).toBe(false);
    setLang('en');
    expect(client.getQueryState(['mail'])?.isInvalidated).toBe(true);
    stop();
  });
});
