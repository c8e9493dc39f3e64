import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { Form, Select } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { nameSelectLists, watchSelectLists } from './selectListNames.ts';

afterEach(cleanup);

describe('select lists are named after their field', () => {
  it('names the list of an opened antd select with its form label', async () => {
    watchSelectLists(document);
    const { container } = render(
      <Form>
        <Form.Item name="bank_code" label="開戶銀行">
          <Select options={[{ value: 'BOC', label: '中國銀行澳門分行' }]} />
        </Form.Item>
      </Form>,
    );
    fireEvent.mouseDown(container.querySelector('.ant-select') as Element);
    await waitFor(() =>
      expect(document.getElementById('bank_code_list')?.getAttribute('aria-label')).toBe('開戶銀行'),
    );
    expect(document.getElementById('bank_code_list')?.getAttribute('role')).toBe('listbox');
  });

  it('takes aria-label first, then aria-labelledby, and leaves a list with its own name alone', () => {
    document.body.innerHTML = `
      <input id="a" aria-label="Store" /><div role="listbox" id="a_list"></div>
      <span id="t">Result</span><input id="b" aria-labelledby="t" /><div role="listbox" id="b_list"></div>
      <input id="c" /><div role="listbox" id="c_list" aria-labelledby="x"></div>
      <div role="listbox" id="gone_list"></div>`;
    expect(nameSelectLists(document)).toBe(2);
    expect(document.getElementById('a_list')?.getAttribute('aria-label')).toBe('Store');
    expect(document.getElementById('b_list')?.getAttribute('aria-label')).toBe('Result');
    expect(document.getElementById('c_list')?.hasAttribute('aria-label')).toBe(false);
    expect(document.getElementById('gone_list')?.hasAttribute('aria-label')).toBe(false);
    // A second pass changes nothing; a renamed field renames its list.
    expect(nameSelectLists(document)).toBe(0);
    document.getElementById('a')?.setAttribute('aria-label', '門店');
    expect(nameSelectLists(document)).toBe(1);
    expect(document.getElementById('a_list')?.getAttribute('aria-label')).toBe('門店');
  });
});
