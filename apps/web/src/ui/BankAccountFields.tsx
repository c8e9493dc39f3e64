import { Form, type FormRule, Input, type InputProps, Select, type SelectProps } from 'antd';
import { currentLang } from '../i18n/index.ts';

/** A bank as the bank list answers it. */
export interface BankChoice {
  bank_code: string;
  bank_name: string;
  bank_name_en: string;
  clearing_code?: string | null;
}

export type BankAccountField = 'bank_code' | 'account_name' | 'account_no';

/** A bank as a choice: its name in the person's language, with its clearing code when it has one. */
export function bankOption(b: BankChoice, en = currentLang() === 'en') {
  return {
    value: b.bank_code,
    label: `${en ? b.bank_name_en : b.bank_name}${b.clearing_code ? ` (${b.clearing_code})` : ''}`,
  };
}

/**
 * The settlement account's three fields (bank, account name, account number), each required and checked
 * by the rule of its name; the bank's select is searched as `bank` says (in the list or on the server).
 */
export function BankAccountFields({
  label,
  rule,
  banks,
  bank,
  accountNoHint,
  inputs = {},
}: {
  label: (field: BankAccountField) => string;
  rule: (field: BankAccountField) => FormRule;
  banks: readonly BankChoice[];
  bank: SelectProps;
  accountNoHint?: string;
  inputs?: { account_name?: InputProps; account_no?: InputProps };
}) {
  const en = currentLang() === 'en';
  return (
    <>
      <Form.Item name="bank_code" label={label('bank_code')} rules={[rule('bank_code')]} required>
        <Select showSearch {...bank} options={banks.map((b) => bankOption(b, en))} />
      </Form.Item>
      <Form.Item name="account_name" label={label('account_name')} rules={[rule('account_name')]} required>
        <Input {...inputs.account_name} />
      </Form.Item>
      <Form.Item
        name="account_no"
        label={label('account_no')}
        extra={accountNoHint}
        rules={[rule('account_no')]}
        required
      >
        <Input inputMode="numeric" {...inputs.account_no} />
      </Form.Item>
    </>
  );
}
