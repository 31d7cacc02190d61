import {
  type BusinessDocument,
  type DocCategory,
  documentCategories,
  formatLocalPhone,
  type HandleBy,
  handlerRoles,
} from '@tg/domain';
import type { TFunction } from 'i18next';
import { i18next } from '../../app/i18n';

export function isDocCategory(value: string | undefined): value is DocCategory {
  return (documentCategories as readonly string[]).includes(value ?? '');
}

/** The machine as a list shows it: plate, then chassis. */
export function machineNumbers(
  machine: Pick<BusinessDocument['machine'], 'tractorNumber' | 'vinNumber'>,
): string {
  return [machine.tractorNumber, machine.vinNumber].filter(Boolean).join(' / ');
}

/** Manufacturer, model and year together, "John Deere 6155R 2019". */
export function machineName(
  machine: Pick<BusinessDocument['machine'], 'machine' | 'model' | 'year'>,
): string {
  return [machine.machine, machine.model, machine.year].filter(Boolean).join(' ');
}

/** The customer's phone the way people dial it (0501234567 rather than +972…). */
export function displayPhone(phone: string): string {
  return phone ? formatLocalPhone(phone) : '';
}

/** Everyone the document is assigned to, in the order worker, storekeeper, installer, supplier. */
export function assignedPeople(handleBy: Partial<HandleBy> | undefined): string[] {
  return handlerRoles.flatMap((role) => {
    const name = handleBy?.[role]?.name;
    return name ? [name] : [];
  });
}

/**
 * Why a document was closed, readable: a transfer is stored as `transferred:<category>:<number>`
 * (the document it became), anything else is the reason a person typed.
 */
export function parseCloseReason(
  reason: string,
): { kind: 'transferred'; category: DocCategory; docId: number } | { kind: 'typed'; text: string } {
  const match = /^transferred:(\w+):(\d+)$/.exec(reason.trim());
  if (match && isDocCategory(match[1]))
    return { kind: 'transferred', category: match[1], docId: Number(match[2]) };
  return { kind: 'typed', text: reason };
}

export function closeReasonText(t: TFunction, reason: string): string {
  const parsed = parseCloseReason(reason);
  if (parsed.kind === 'typed') return parsed.text;
  return t('documents.closeReason.transferred', {
    category: t(`documents.category.${parsed.category}`),
    docId: parsed.docId,
  });
}

/** The text width past which a log value is cut, so one long field does not stretch the table. */
const maxValueLength = 300;

function shorten(text: string): string {
  return text.length > maxValueLength ? `${text.slice(0, maxValueLength)}…` : text;
}

/**
 * An activity-log value as a person reads it: yes/no for flags, a dash for nothing, lists and
 * blocks as "key: value" lines (lines by their names), never raw JSON braces.
 */
export function logValueText(t: TFunction, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('documents.log.yes') : t('documents.log.no');
  if (typeof value === 'number' || typeof value === 'string') return shorten(String(value));
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return shorten(value.map((item) => lineText(t, item)).join('; '));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(
      ([, item]) =>
        item !== null &&
        item !== undefined &&
        item !== '' &&
        (typeof item !== 'object' || Array.isArray(item)),
    );
    if (entries.length === 0) return '—';
    return shorten(
      entries
        .map(([key, item]) => {
          const shown = key === 'closeReason' && typeof item === 'string' ? closeReasonText(t, item) : item;
          return `${fieldName(t, key)}: ${logValueText(t, shown)}`;
        })
        .join(', '),
    );
  }
  return shorten(String(value));
}

function lineText(t: TFunction, item: unknown): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const line = item as Record<string, unknown>;
    const name = line.isGeneralName ? line.generalName : (line.name ?? line.content ?? line.value);
    if (typeof name === 'string' && name) {
      const quantity = typeof line.quantity === 'number' ? ` ×${line.quantity}` : '';
      return `${name}${quantity}`;
    }
    // A stock movement (the takeStock entry): catalogue number, warehouse and quantity.
    if (typeof line.catalogNumber === 'string' && typeof line.quantity === 'number') {
      const where = line.warehouse ? ` (${t('documents.log.warehouse', { warehouse: line.warehouse })})` : '';
      return `${line.catalogNumber}${where} ×${line.quantity}`;
    }
  }
  return logValueText(t, item);
}

/** A field's name as the documents' texts give it; `generalStatus.status` is named by its block. */
export function fieldName(t: TFunction, name: string): string {
  const key = `documents.fields.${name.split('.')[0]}`;
  return i18next.exists(key) ? t(key) : name;
}

/** The fields an entry names, translated where the documents' texts know them. */
export function logFieldsText(t: TFunction, field: string | readonly string[]): string {
  const fields = typeof field === 'string' ? (field ? [field] : []) : field;
  return fields.map((name) => fieldName(t, name)).join(', ');
}
