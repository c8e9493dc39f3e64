import type { MaskKind } from '../masking.ts';
import type { Label, LabelSet } from '../statuses.ts';

/**
 * A column of a capability's list, declared once for its table (apps/web list specs) and its export
 * (apps/server export sources). text; code: a record number or other identifier (monospace in the table);
 * count: a whole number; money: integer cents shown in yuan (MOP); date: yyyymmdd; datetime:
 * yyyymmddHHMMss (Asia/Macau); status: a key of its label set, shown as the label.
 */
export type ColumnKind = 'text' | 'code' | 'count' | 'money' | 'date' | 'datetime' | 'status';

/** Where a column shows: the list's table only, the export only, or (unset) both. */
export type ColumnPlace = 'table' | 'export';

interface ColumnFields<Row> {
  /** A field of the row schema. */
  key: keyof Row & string;
  /** The header, without the currency of a money column (each side adds '(MOP)' its own way). */
  title: Label;
  /** Personal data: masked this way while the privacy flag is on. */
  mask?: MaskKind;
  only?: ColumnPlace;
  /**
   * A detail of the record rather than what a shop owner reads first: the table hides it until the person
   * chooses it (the list's column chooser); the export always carries it, in this order.
   */
  optional?: true;
}

export type Column<Row> = ColumnFields<Row> &
  ({ kind: Exclude<ColumnKind, 'status'> } | { kind: 'status'; labels: LabelSet });

/** The columns shown in one place, in the capability's one order. */
export function columnsIn<Row>(columns: readonly Column<Row>[], place: ColumnPlace): Column<Row>[] {
  return columns.filter((c) => c.only === undefined || c.only === place);
}
