import type { Locator, Page } from '@playwright/test';

/**
 * Chooses an option of an antd Select as a person does, then waits for the state that follows: the list has
 * closed and the field shows the choice.
 *
 * `field` is the select's combobox (`page.locator('#id')`, a label's control). `typed` narrows a searchable
 * list first. The open list carries the field's name (ui/a11y/selectListNames.ts), so a label's locator
 * finds both while the list is open: the combobox is taken out of it. `option` is matched against the enabled options' text (a RegExp for an exact match).
 *
 * A click can land while the list still slides in or re-renders (its options load, a check disables some):
 * then no choice is made and the open list stays over what lies below it (a dialog's footer), and the next
 * click times out. So the choice is made again, at most three times, until the field shows it.
 */
export async function chooseOption(
  page: Page,
  field: Locator,
  option: string | RegExp,
  typed?: string,
): Promise<void> {
  const list = page.locator('.ant-select-dropdown:visible');
  const input = field.and(page.getByRole('combobox'));
  const shows = () =>
    input.evaluate(
      (el) =>
        el.closest('.ant-select')?.querySelector('.ant-select-content, .ant-select-selection-item')
          ?.textContent ?? '',
    );
  const matches = (text: string) => (typeof option === 'string' ? text.includes(option) : option.test(text));
  for (let attempt = 0; attempt < 3; attempt++) {
    if ((await list.count()) === 0) {
      await input.click();
      if (typed) await input.fill(typed);
    }
    await list
      .locator('.ant-select-item-option:not(.ant-select-item-option-disabled)', { hasText: option })
      .first()
      .click();
    // The list fades out after a choice; a click that missed leaves it open.
    await list.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    if ((await list.count()) === 0 && matches(await shows())) return;
  }
  throw new Error(`the select does not show '${option}' after three choices (it shows '${await shows()}')`);
}
