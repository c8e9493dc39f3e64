/**
 * antd's Select (rc-select) renders the open list for assistive technology as `<div role="listbox"
 * id="<field>_list">` and gives it no name: a screen reader announces a nameless list, and axe reports it
 * ('aria-input-field-name', serious). The field itself (`#<field>`, the combobox that controls the list) has
 * its name: the list is given the same one, whenever a list appears and whenever the field's name changes
 * (the language is switched).
 */

/** The accessible name of a form control as its label, aria-label or aria-labelledby give it. */
export function controlName(el: HTMLElement): string {
  const own = el.getAttribute('aria-label')?.trim();
  if (own) return own;
  const by = el.getAttribute('aria-labelledby');
  if (by) {
    const text = by
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    if (text) return text;
  }
  const labels = (el as HTMLInputElement).labels;
  if (labels?.length)
    return [...labels]
      .map((l) => l.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
  return '';
}

/** Names every select list in `root` after its field; answers how many names it set or changed. */
export function nameSelectLists(root: Document): number {
  let changed = 0;
  for (const list of root.querySelectorAll<HTMLElement>('[role="listbox"][id$="_list"]')) {
    if (list.hasAttribute('aria-labelledby')) continue;
    const field = root.getElementById(list.id.slice(0, -'_list'.length));
    const name = field ? controlName(field) : '';
    if (name && list.getAttribute('aria-label') !== name) {
      list.setAttribute('aria-label', name);
      changed++;
    }
  }
  return changed;
}

let watching = false;

/** Keeps the select lists of the page named: once per page, on the first render of an antd component. */
export function watchSelectLists(doc: Document = document): void {
  if (watching || typeof MutationObserver === 'undefined' || !doc.body) return;
  watching = true;
  let queued = false;
  new MutationObserver(() => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      nameSelectLists(doc);
    });
  }).observe(doc.body, { childList: true, subtree: true });
}
