import './messages.ts';
import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { queryStoreList } from '@mp/core/contracts/stores';
import { ALL_LABEL, optionsOf } from '@mp/core/statuses';
import { addDaysYmd } from '@mp/core/validators/dates';
import { Button, ConfigProvider, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../access/personAccess.ts';
import { catalogueText } from '../../i18n/catalogue.ts';
import { currentLang } from '../../i18n/index.ts';
import { useKeyedTheme } from '../styleCache.ts';
import { useStoreChoices } from './api.ts';
import { checkFilters } from './request.ts';
import { END, type FieldProblem, type FilterDef, type ListSpec, START } from './spec.ts';
import { paramsOf } from './urlState.ts';
import type { ListPage } from './useListPage.ts';

/** Filters close together: the results, not the form, should fill the screen. */
const FORM_THEME = { components: { Form: { itemMarginBottom: 12, verticalLabelPadding: '0 0 4px' } } };

/** Filters shown before 'more filters' is opened, when the spec does not name them. */
const PRIMARY = 3;

type Range = [Dayjs, Dayjs] | null;
type FormValues = Record<string, string | Range | undefined>;

const dayOf = (ymd: string): Dayjs | null => {
  if (!/^\d{8}$/.test(ymd)) return null;
  const d = dayjs(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`);
  return d.isValid() ? d : null;
};
const ymdOf = (d: Dayjs) => d.format('YYYYMMDD');

function toForm(values: Readonly<Record<string, string>>): FormValues {
  const out: FormValues = { ...values };
  const s = dayOf(values[START] ?? '');
  const e = dayOf(values[END] ?? '');
  out.date = s && e ? [s, e] : null;
  return out;
}

/** Whether a date range is picked as months, given the other filters' values. */
export function byMonth(f: FilterDef, values: Readonly<Record<string, unknown>>): boolean {
  if (f.kind !== 'dateRange' || !f.month) return false;
  return f.month === true || values[f.month.param] === f.month.value;
}

function fromForm(v: FormValues, filters: readonly FilterDef[], today: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of filters) {
    if (f.kind === 'dateRange') {
      const r = v.date as Range | undefined;
      const month = byMonth(f, v);
      out[START] = r ? ymdOf(month ? r[0].startOf('month') : r[0]) : '';
      const end = r ? ymdOf(month ? r[1].endOf('month') : r[1]) : '';
      // The current month runs until today: its later days are not 'after today' for a monthly list.
      out[END] = month && end > today ? today : end;
      continue;
    }
    for (const p of paramsOf(f)) {
      const x = v[p];
      out[p] = typeof x === 'string' ? x.trim() : '';
    }
  }
  return out;
}

/** The key of the form item a refusal belongs to. */
function fieldOf(f: FilterDef): string {
  if (f.kind === 'dateRange') return 'date';
  if (f.kind === 'amount') return 'amount';
  return f.param;
}

export function problemText(p: FieldProblem): string {
  return catalogueText(p.code);
}

/**
 * The filter form of a list page, built from its filter definitions. Searching writes the URL (page 1);
 * a refused filter shows its catalogue message beside it and nothing is sent.
 */
export function FilterForm({ list }: { list: ListPage }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const formTheme = useKeyedTheme(FORM_THEME, 'list-filters');
  const { spec, state, today } = list;
  const urlKey = JSON.stringify(state.values);
  const [local, setLocal] = useState<FieldProblem | null>(null);
  const { primary, folded } = foldFilters(spec);
  const foldedInUse = folded.some((f) => paramsOf(f).some((p) => state.values[p]));
  const [expanded, setExpanded] = useState(foldedInUse);

  // The URL changed (back button, a preset, a shared link): the form shows what the page shows, and a
  // folded filter that holds a value unfolds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: urlKey stands for state.values
  useEffect(() => {
    form.setFieldsValue(toForm(state.values));
    setLocal(null);
    if (foldedInUse) setExpanded(true);
  }, [urlKey, form]);

  // Every value as typed, so a date range can follow the filter that makes it monthly.
  const watched = Form.useWatch([], form) as FormValues | undefined;
  const shown = local ?? list.problem;
  const help = (f: FilterDef) =>
    shown && shown.field === fieldOf(f) ? { validateStatus: 'error' as const, help: problemText(shown) } : {};

  const submit = (v: FormValues) => {
    const next = { ...state, values: fromForm(v, spec.filters, today), page: 1, detail: null };
    const problem = checkFilters(next, spec, { today });
    setLocal(problem);
    // A refused folded filter unfolds, so its message shows.
    if (problem && folded.some((f) => fieldOf(f) === problem.field)) setExpanded(true);
    if (!problem) list.apply(next);
  };

  const reset = () => {
    setLocal(null);
    list.openQuery(state.senior ? 'mode=senior' : '');
  };

  const visible = expanded ? [...primary, ...folded] : primary;
  return (
    <ConfigProvider theme={formTheme}>
      <Form
        form={form}
        layout="vertical"
        initialValues={toForm(state.values)}
        onFinish={submit}
        requiredMark={false}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', columnGap: 16 }}>
          {/* Two narrow columns on a phone, four on a desktop; a range takes two. */}
          <div
            style={{
              flex: '1 1 320px',
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              columnGap: 12,
            }}
          >
            {visible.map((f) => (
              <div
                key={fieldOf(f)}
                style={f.kind === 'dateRange' || f.kind === 'amount' ? { gridColumn: 'span 2' } : undefined}
              >
                <FilterField
                  def={f}
                  help={help(f)}
                  senior={state.senior}
                  today={today}
                  month={byMonth(f, watched ?? {})}
                />
              </div>
            ))}
          </div>
          <Space wrap size={8} style={{ marginLeft: 'auto', marginBottom: 12 }}>
            {folded.length > 0 ? (
              <Button
                type="link"
                onClick={() => setExpanded(!expanded)}
                icon={expanded ? <UpOutlined /> : <DownOutlined />}
                aria-expanded={expanded}
                style={{ paddingInline: 4 }}
              >
                {expanded ? t('money.list.fewer') : t('money.list.more')}
              </Button>
            ) : null}
            <Button icon={<ReloadOutlined />} onClick={reset}>
              {t('money.list.reset')}
            </Button>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
              {t('money.list.search')}
            </Button>
          </Space>
        </div>
      </Form>
    </ConfigProvider>
  );
}

/**
 * A spec's filters split into those always shown (`primary`, by key; default the first three) and those
 * behind 'more filters', each in the spec's order.
 */
export function foldFilters(spec: ListSpec): { primary: FilterDef[]; folded: FilterDef[] } {
  const keys = spec.primary ?? spec.filters.slice(0, PRIMARY).map(fieldOf);
  return {
    primary: spec.filters.filter((f) => keys.includes(fieldOf(f))),
    folded: spec.filters.filter((f) => !keys.includes(fieldOf(f))),
  };
}

interface FieldProps {
  month: boolean;
  def: FilterDef;
  help: { validateStatus?: 'error'; help?: string };
  senior: boolean;
  today: string;
}

function FilterField({ def, help, senior, today, month }: FieldProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const rangePresets = useMemo(() => {
    const last = dayOf(senior ? (addDaysYmd(today, -1) ?? today) : today);
    if (!last) return [];
    const out: { label: string; value: [Dayjs, Dayjs] }[] = [];
    if (!senior) out.push({ label: t('money.list.today'), value: [last, last] });
    const yesterday = last.subtract(senior ? 0 : 1, 'day');
    out.push({ label: t('money.list.yesterday'), value: [yesterday, yesterday] });
    out.push({ label: t('money.list.last7'), value: [last.subtract(6, 'day'), last] });
    out.push({ label: t('money.list.last31'), value: [last.subtract(30, 'day'), last] });
    return out;
  }, [senior, today, t]);

  switch (def.kind) {
    case 'dateRange':
      return (
        <Form.Item name="date" label={t(def.label)} {...help}>
          <DatePicker.RangePicker
            picker={month ? 'month' : 'date'}
            format={month ? 'YYYY-MM' : 'YYYY-MM-DD'}
            presets={month ? undefined : rangePresets}
            allowClear={false}
            // Enter confirms a typed date in the picker; it must not also search with half a range.
            onKeyDown={(e) => {
              if (e.key === 'Enter') e.preventDefault();
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
      );
    case 'select':
      return (
        <Form.Item name={def.param} label={t(def.label)} {...help}>
          <Select
            options={[
              ...(def.required ? [] : [{ value: '', label: lang === 'en' ? ALL_LABEL.en : ALL_LABEL.zh }]),
              ...optionsOf(def.options, lang),
            ]}
            placeholder={lang === 'en' ? ALL_LABEL.en : ALL_LABEL.zh}
          />
        </Form.Item>
      );
    case 'store':
      return <StoreField param={def.param} label={t(def.label)} help={help} />;
    case 'merchant':
      return <StoreField param={def.param} label={t(def.label)} help={help} merchants />;
    case 'text':
      return (
        <Form.Item name={def.param} label={t(def.label)} {...help}>
          <Input allowClear maxLength={def.max ?? 64} />
        </Form.Item>
      );
    case 'amount': {
      // Each end named by the field's label and which end it is, not by its placeholder alone.
      const amountEnd = (end: 'amountMin' | 'amountMax') => (
        <Input
          allowClear
          inputMode="decimal"
          maxLength={20}
          placeholder={t(`money.list.${end}`)}
          aria-label={`${t(def.label)} ${t(`money.list.${end}`)}`}
        />
      );
      return (
        <Form.Item label={t(def.label)} {...help} style={{ marginBottom: help.help ? 0 : undefined }}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name={def.min} noStyle>
              {amountEnd('amountMin')}
            </Form.Item>
            {/* The separator is drawn, not read (each end has its name), and is no control: the ends' clear
                buttons keep the room a pointer needs around them (WCAG 2.5.8). */}
            <Space.Addon aria-hidden style={{ width: 36, justifyContent: 'center', flex: 'none' }}>
              ~
            </Space.Addon>
            <Form.Item name={def.max} noStyle>
              {amountEnd('amountMax')}
            </Form.Item>
          </Space.Compact>
        </Form.Item>
      );
    }
  }
}

/**
 * The stores the operator sees, or their merchants (merchants: true), or a number to type when the store
 * list is not available to this operator.
 */
function StoreField({
  param,
  label,
  help,
  merchants = false,
}: {
  param: string;
  label: string;
  help: FieldProps['help'];
  merchants?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  // Without the store code (41) the store list is not this person's to read: a number is typed instead,
  // and the field says why.
  const mayList = useAccess().mayCall(queryStoreList);
  const stores = useStoreChoices(mayList);
  const all = lang === 'en' ? ALL_LABEL.en : ALL_LABEL.zh;
  const choices = useMemo(() => {
    if (!stores.data) return null;
    if (!merchants)
      return stores.data.map((s) => ({ value: s.store_no, label: `${s.store_name} (${s.store_no})` }));
    const seen = new Map<string, string>();
    for (const s of stores.data) seen.set(s.mer_no, s.mer_name);
    return [...seen].map(([no, name]) => ({ value: no, label: `${name} (${no})` }));
  }, [stores.data, merchants]);
  // A choice while the list loads or once it came; a typed number, and why, when there is no list.
  const typed = !choices && !stores.isLoading;
  const why = t(`money.list.${merchants ? 'merchants' : 'stores'}${mayList ? 'Unavailable' : 'NotYours'}`);
  return (
    <Form.Item name={param} label={label} {...help} extra={typed && !help.help ? why : undefined}>
      {!typed ? (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={[{ value: '', label: all }, ...(choices ?? [])]}
          placeholder={all}
          loading={stores.isLoading}
        />
      ) : (
        <Input
          allowClear
          maxLength={32}
          placeholder={t(merchants ? 'money.list.merNoHint' : 'money.list.storeNoHint')}
        />
      )}
    </Form.Item>
  );
}
