import { TextField, type TextFieldProps } from '@mui/material';
import {
  canEditDiscount,
  type DocumentInput,
  documentWarehouse,
  documentWarehouses,
  FREE_ITEM_MAX_QUANTITY,
  FREE_ITEM_MIN_QUANTITY,
  formatDocumentTotal,
  isFreeItem,
  type LineItemInput,
  lineAmounts,
  normaliseDiscount,
  normaliseQuantity,
} from '@tg/domain';
import { type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../../app/api-errors';
import type { LineInstaller } from './use-line-pickers';

/** The two line tables of a document (spec 2 §3 Line item). */
export type LineKind = 'products' | 'works';
/** Every list of lines the fields below serve: the two tables and the supplier order. */
export type LineList = LineKind | 'orderedProducts';

/** The form path of one field of one line: `products.0.quantity`. */
export function linePath(kind: LineList, index: number, field: keyof LineItemInput) {
  return `${kind}.${index}.${field}` as Path<DocumentInput>;
}

/** `doc-line-products-0-quantity` for the quantity of the first product line. */
export function lineTestId(kind: LineList, index: number, field: string): string {
  return `doc-line-${kind}-${index}-${field}`;
}

/** Where a field sits: a table cell names itself to screen readers, a card shows its label. */
export interface LineFieldPlace {
  kind: LineList;
  index: number;
  /** Translated column name. */
  label: string;
  /** Cards show the label; table cells have the column header and say it only to screen readers. */
  showLabel: boolean;
  readOnly: boolean;
}

/** Numbers typed as text: a finite number, or undefined for anything else ('' included). */
function typedNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : undefined;
}

function shownText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

function commonProps(place: LineFieldPlace, field: string, error: string | undefined): TextFieldProps {
  return {
    size: 'small',
    fullWidth: true,
    label: place.showLabel ? place.label : undefined,
    error: Boolean(error),
    helperText: error,
    disabled: place.readOnly,
    slotProps: {
      htmlInput: {
        'aria-label': place.showLabel ? undefined : place.label,
        'data-testid': lineTestId(place.kind, place.index, field),
      },
    },
  };
}

/**
 * Quantity (spec 2 §5): at least 1, a whole number; below 1 or not a number becomes 1 when the
 * person leaves the field. The free item is a 1–999 spinner, and so is any line given a `max`
 * (the supplier order's).
 */
export function QuantityField({
  place,
  catalogNumber,
  max,
}: {
  place: LineFieldPlace;
  catalogNumber: unknown;
  max?: number;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({
    control,
    name: linePath(place.kind, place.index, 'quantity'),
  });
  const error = translateFieldError(t, fieldState.error?.message);
  const free = isFreeItem({ catalogNumber });
  const highest = max ?? (free ? FREE_ITEM_MAX_QUANTITY : undefined);
  const props = commonProps(place, 'quantity', error);
  return (
    <TextField
      {...props}
      type="number"
      name={field.name}
      inputRef={field.ref}
      value={shownText(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={() => {
        const normal = normaliseQuantity(field.value, catalogNumber);
        const quantity = highest === undefined ? normal : Math.min(normal, highest);
        if (field.value !== quantity) field.onChange(quantity);
        field.onBlur();
      }}
      slotProps={{
        htmlInput: {
          ...props.slotProps?.htmlInput,
          min: FREE_ITEM_MIN_QUANTITY,
          max: highest,
          step: 1,
          inputMode: 'numeric',
          dir: 'ltr',
        },
      }}
    />
  );
}

/** A number of shekels or percent as typed: kept as text while typing, a number once it is one. */
function settledAmount(value: unknown, settle: (amount: number) => number = (amount) => amount): unknown {
  if (typeof value === 'string' && value.trim() === '') return 0;
  const amount = typedNumber(value);
  // Not a number, or negative: left as typed, so the form's check says so beside the field.
  if (amount === undefined || amount < 0) return value;
  return settle(amount);
}

/** The gross unit price. */
export function PriceField({ place }: { place: LineFieldPlace }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({ control, name: linePath(place.kind, place.index, 'price') });
  const error = translateFieldError(t, fieldState.error?.message);
  const props = commonProps(place, 'price', error);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={shownText(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={() => {
        const settled = settledAmount(field.value);
        if (settled !== field.value) field.onChange(settled);
        field.onBlur();
      }}
      slotProps={{ htmlInput: { ...props.slotProps?.htmlInput, inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}

/**
 * Discount in percent (spec 2 §9): a value below 1 is a fraction, so 0.15 is shown and kept as 15.
 * Disabled, with the net price, until the line has a gross price (spec 2 §5).
 */
export function DiscountField({ place, price }: { place: LineFieldPlace; price: unknown }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({
    control,
    name: linePath(place.kind, place.index, 'discount'),
  });
  const error = translateFieldError(t, fieldState.error?.message);
  const props = commonProps(place, 'discount', error);
  const shown =
    typeof field.value === 'number' ? String(normaliseDiscount(field.value)) : shownText(field.value);
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={shown}
      disabled={place.readOnly || !canEditDiscount({ price })}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={() => {
        const settled = settledAmount(field.value, normaliseDiscount);
        if (settled !== field.value) field.onChange(settled);
        field.onBlur();
      }}
      slotProps={{ htmlInput: { ...props.slotProps?.htmlInput, inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}

/** The net unit price, computed from gross and discount; disabled until a gross price exists. */
export function NetPriceField({ place, line }: { place: LineFieldPlace; line: LineItemInput }) {
  const hasPrice = canEditDiscount(line);
  const props = commonProps(place, 'netPrice', undefined);
  return (
    <TextField
      {...props}
      value={hasPrice ? formatDocumentTotal(lineAmounts(line).netPrice) : ''}
      disabled={place.readOnly || !hasPrice}
      slotProps={{
        input: { readOnly: true },
        htmlInput: { ...props.slotProps?.htmlInput, dir: 'ltr', tabIndex: -1 },
      }}
    />
  );
}

/** Warehouse roles of installers: their stock is theirs, so the line's warehouse cannot be changed. */
const installerWarehouseRoles = ['installer', 'מתקין'];

export function isInstallerWarehouse(warehouse: LineItemInput['warehouse']): boolean {
  return installerWarehouseRoles.includes(warehouse?.role?.trim().toLowerCase() ?? '');
}

/** Which warehouse a product line is taken from: 2 'בית עוזיאל' (the default) or 3 'רמלה' (spec 2 §9). */
export function WarehouseField({ place }: { place: LineFieldPlace }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({
    control,
    name: linePath(place.kind, place.index, 'warehouse'),
  });
  const error = translateFieldError(t, fieldState.error?.message);
  const warehouse = field.value as LineItemInput['warehouse'];
  const isInstallers = isInstallerWarehouse(warehouse);
  const listed = documentWarehouses.some((choice) => choice.value === Number(warehouse?.value));
  const props = commonProps(place, 'warehouse', error);
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={warehouse ? String(warehouse.value) : ''}
      disabled={place.readOnly || isInstallers}
      onChange={(event) => field.onChange(documentWarehouse(event.target.value) ?? null)}
      onBlur={field.onBlur}
      slotProps={{
        ...props.slotProps,
        select: { native: true },
        inputLabel: { shrink: true },
      }}
    >
      {warehouse ? null : <option value="">{t('document-items.noWarehouse')}</option>}
      {warehouse && !listed ? <option value={String(warehouse.value)}>{warehouse.label}</option> : null}
      {documentWarehouses.map((choice) => (
        <option key={choice.value} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </TextField>
  );
}

/** Who does a work (optional): one of the installers. */
export function InstallerField({
  place,
  installers,
}: {
  place: LineFieldPlace;
  installers: LineInstaller[];
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({
    control,
    name: linePath(place.kind, place.index, 'installer'),
  });
  const error = translateFieldError(t, fieldState.error?.message);
  const installer = field.value as LineItemInput['installer'];
  const listed = installers.some((person) => person.id === installer?.id);
  const props = commonProps(place, 'installer', error);
  return (
    <TextField
      {...props}
      select
      name={field.name}
      inputRef={field.ref}
      value={installer?.id ?? ''}
      onChange={(event) => {
        const chosen = installers.find((person) => person.id === event.target.value);
        field.onChange(chosen ? { ...chosen } : null);
      }}
      onBlur={field.onBlur}
      slotProps={{
        ...props.slotProps,
        select: { native: true },
        inputLabel: { shrink: true },
      }}
    >
      <option value="">{t('document-items.noInstaller')}</option>
      {installer?.id && !listed ? <option value={installer.id}>{installer.name}</option> : null}
      {installers.map((person) => (
        <option key={person.id} value={person.id}>
          {person.name}
        </option>
      ))}
    </TextField>
  );
}

/** The free item's name for this document (printed instead of the catalogue's). */
export function GeneralNameField({ place }: { place: LineFieldPlace }) {
  const { t } = useTranslation();
  const { control } = useFormContext<DocumentInput>();
  const { field, fieldState } = useController({
    control,
    name: linePath(place.kind, place.index, 'generalName'),
  });
  const error = translateFieldError(t, fieldState.error?.message);
  const props = commonProps(place, 'generalName', error);
  return (
    <TextField
      {...props}
      required={!place.readOnly}
      name={field.name}
      inputRef={field.ref}
      value={shownText(field.value)}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      slotProps={{ htmlInput: { ...props.slotProps?.htmlInput, maxLength: 300 } }}
    />
  );
}
