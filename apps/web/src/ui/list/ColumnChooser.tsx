import './messages.ts';
import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pick } from '../../i18n/index.ts';
import { type ColumnChoice, readColumnChoice, writeColumnChoice } from '../../storage/browserStorage.ts';
import type { ColumnDef } from './spec.ts';
import { ToolPopover } from './ToolPopover.tsx';

/**
 * Which columns a list shows: its defaults (every column not marked `optional`) changed by the person's
 * choice, remembered per page in this browser. The record's number (fixed left) always shows: it opens
 * the record.
 */
export interface Columns<Row> {
  /** Every column the page has, in its order. */
  all: readonly ColumnDef<Row>[];
  /** The columns shown, in the page's order. */
  shown: ColumnDef<Row>[];
  isShown: (key: string) => boolean;
  set: (key: string, on: boolean) => void;
  reset: () => void;
  /** The person has changed nothing. */
  isDefault: boolean;
}

const NONE: ColumnChoice = { on: [], off: [] };

const locked = <Row,>(c: ColumnDef<Row>) => c.fixed === 'left';

export function isShownBy<Row>(c: ColumnDef<Row>, choice: ColumnChoice): boolean {
  if (locked(c)) return true;
  return c.optional ? choice.on.includes(c.key) : !choice.off.includes(c.key);
}

export function useColumns<Row>(pageKey: string, all: readonly ColumnDef<Row>[]): Columns<Row> {
  const [state, setState] = useState(() => ({ pageKey, choice: readColumnChoice(pageKey) ?? NONE }));
  // Another page in the same place (the route changed, the component stayed): its own choice.
  const choice = state.pageKey === pageKey ? state.choice : (readColumnChoice(pageKey) ?? NONE);
  const save = (next: ColumnChoice) => {
    writeColumnChoice(pageKey, next);
    setState({ pageKey, choice: next });
  };
  const set = (key: string, on: boolean) => {
    const col = all.find((c) => c.key === key);
    if (!col || locked(col)) return;
    // Kept as the difference from the defaults, so a column the page adds later shows as its default says.
    const without = { on: choice.on.filter((k) => k !== key), off: choice.off.filter((k) => k !== key) };
    if (col.optional && on) without.on.push(key);
    if (!col.optional && !on) without.off.push(key);
    save(without);
  };
  return {
    all,
    shown: all.filter((c) => isShownBy(c, choice)),
    isShown: (key) => {
      const col = all.find((c) => c.key === key);
      return col ? isShownBy(col, choice) : false;
    },
    set,
    reset: () => save(NONE),
    isDefault: choice.on.length === 0 && choice.off.length === 0,
  };
}

/** A column's header as the person reads it. */
export function columnLabel<Row>(c: ColumnDef<Row>, t: (key: string) => string): string {
  return typeof c.title === 'string' ? t(c.title) : pick(c.title);
}

/**
 * The column chooser: a button opening a list of check boxes, one a column. It opens in the page's own
 * order after its button (Tab goes on into it), puts the focus on the first box, and Escape closes it and
 * gives the focus back to the button.
 */
export function ColumnChooser<Row>({
  columns,
  compact = false,
}: {
  columns: Columns<Row>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  const choosable = columns.all.filter((c) => !locked(c));

  useEffect(() => {
    if (!open) return;
    const id = requestAnimationFrame(() => box.current?.querySelector<HTMLInputElement>('input')?.focus());
    return () => cancelAnimationFrame(id);
  }, [open]);

  const content = (
    <fieldset
      ref={box}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      style={{ minWidth: 200, border: 0, margin: 0, padding: 0 }}
    >
      <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 8, padding: 0 }}>
        {t('money.columns.title')}
      </legend>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 6, maxHeight: 340, overflowY: 'auto' }}>
        {choosable.map((c) => (
          <Checkbox
            key={c.key}
            checked={columns.isShown(c.key)}
            onChange={(e) => columns.set(c.key, e.target.checked)}
          >
            {columnLabel(c, t)}
          </Checkbox>
        ))}
      </div>
      <Button
        type="link"
        size="small"
        disabled={columns.isDefault}
        onClick={columns.reset}
        style={{ paddingInline: 0, marginTop: 8 }}
      >
        {t('money.columns.reset')}
      </Button>
    </fieldset>
  );

  return (
    <ToolPopover open={open} onOpenChange={setOpen} content={content}>
      <Button
        ref={button}
        icon={<SettingOutlined />}
        aria-haspopup="true"
        aria-expanded={open}
        aria-label={t('money.columns.label')}
      >
        {compact ? null : t('money.columns.button')}
      </Button>
    </ToolPopover>
  );
}
