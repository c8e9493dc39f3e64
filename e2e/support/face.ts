import type { Page } from '@playwright/test';

/**
 * A face check passed the way a person passes it (issue 29 point 4): the identification page, the consent
 * ticked, the local vendor's page (ports/face-local.ts) where the tester presses Pass, back to the portal,
 * which asks the server for the result until it reads passed. The flows that need a verified person (bank
 * change, a legal representative's change) accept it for an hour. Either language.
 */
export async function passFaceCheck(p: Page, purpose: 'BANK_CHANGE' | 'LEGAL_CHANGE'): Promise<void> {
  await p.goto(`/identification?purpose=${purpose}`);
  await p.getByRole('checkbox').first().check();
  await p.getByRole('button', { name: /開始人臉識別|Start face check/ }).click();
  await p.getByRole('button', { name: /Pass/ }).click();
  await p.getByRole('link', { name: /Back to the portal/ }).click();
  await p
    .getByText(/身份已確認|Your identity is confirmed/)
    .first()
    .waitFor();
}
