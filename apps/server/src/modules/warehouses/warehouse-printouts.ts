import {
  errorCodes,
  formatDisplayDate,
  validationMessages as m,
  type printStickersRequestSchema,
  todayIso,
  type WarehouseRole,
} from '@tg/domain';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/errors';
import { code128Svg } from '../../platform/pdf/code128';
import { html, ltr } from '../../platform/pdf/html';
import type { PdfEngine } from '../../platform/pdf/pdf-engine';
import { printableDocument } from '../../platform/pdf/printable-document';
import { warehouseReportsRepository as reports, type StockLine } from './warehouse-reports.repository';
import { warehousesRepository } from './warehouses.repository';

type StickersRequest = z.output<typeof printStickersRequestSchema>;

/** A4 label sheets of 3 × 8 (70 × 37 mm, the common 24-up stock). */
export const stickersPerRow = 3;
export const stickerRowsPerSheet = 8;
const stickersPerSheet = stickersPerRow * stickerRowsPerSheet;
/** The sheet is laid out to the paper's edge, so the printer adds no margins or footer. */
export const stickerRenderOptions = {
  margin: { top: '0', right: '0', bottom: '0', left: '0' },
  pageNumbers: false,
} as const;

const roleLabels: Record<WarehouseRole, string> = { warehouse: 'מחסן', supplier: 'ספק', installer: 'מתקין' };

export interface Sticker {
  catalogNumber: string;
  name: string;
  location: string;
}

const stickerCss = `
@page{size:A4;margin:0}
.sheet{width:210mm;height:296mm;padding-block-start:0.5mm;display:grid;
  grid-template-columns:repeat(${stickersPerRow},70mm);grid-template-rows:repeat(${stickerRowsPerSheet},37mm);
  break-after:page;overflow:hidden}
.sheet:last-child{break-after:auto}
.sticker{padding:2.5mm 4mm 2mm;display:flex;flex-direction:column;justify-content:space-between;overflow:hidden}
.name{font-weight:700;font-size:9.5pt;line-height:1.2;max-height:2.4em;overflow:hidden}
.meta{display:flex;justify-content:space-between;gap:2mm;font-size:8pt}
.barcode{display:flex;flex-direction:column;align-items:center}
.code{font-size:8pt;letter-spacing:.5px}
`;

/** The sticker sheets (spec 3 §2.7): name, catalogue number, shelf and a Code 128 barcode each. */
export function stickersHtml(stickers: Sticker[], warehouseNumber: string): string {
  const sheets: Sticker[][] = [];
  for (let index = 0; index < stickers.length; index += stickersPerSheet)
    sheets.push(stickers.slice(index, index + stickersPerSheet));
  const body = html`${sheets.map(
    (sheet) =>
      html`<section class="sheet">${sheet.map(
        (sticker) => html`<div class="sticker">
  <div class="name">${sticker.name || sticker.catalogNumber}</div>
  <div class="meta"><span>מק״ט ${ltr(sticker.catalogNumber)}</span><span>מדף: ${sticker.location || '—'}</span></div>
  <div class="barcode">${code128Svg(sticker.catalogNumber, { width: '60mm', height: '10mm' })}
    <span class="code">${ltr(sticker.catalogNumber)}</span></div>
</div>`,
      )}</section>`,
  )}`;
  return printableDocument({
    lang: 'he',
    dir: 'rtl',
    title: `מדבקות מחסן ${warehouseNumber}`,
    css: stickerCss,
    body,
  });
}

const reportCss = `
.title{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #12355b;
  padding-bottom:6px;margin-bottom:10px}
h1{font-size:16pt;color:#12355b}
.meta{text-align:end;font-size:9.5pt;line-height:1.6}
.summary{display:flex;gap:16px;margin-bottom:8px;font-size:9.5pt}
th,td{border:1px solid #d5dbe3;padding:3px 6px;text-align:start;font-size:9pt;vertical-align:top}
th{background:#eef2f7;font-weight:700}
thead{display:table-header-group}
tr{break-inside:avoid}
td.number{text-align:end}
tr.low td{background:#fde2e1}
.flag{color:#8a1c1c;font-weight:700}
.empty{padding:16px;text-align:center;color:#5b6675}
`;

export interface InventoryReportData {
  warehouse: { number: string; name: string; role: WarehouseRole };
  lines: StockLine[];
  /** YYYY-MM-DD, printed DD/MM/YYYY. */
  date: string;
}

export const isBelowMinimum = (line: StockLine) => line.quantity < line.minQuantity;

/** The inventory report (spec 3 §2.7): every item with its quantity, minimum and shelf; low rows marked. */
export function inventoryReportHtml({ warehouse, lines, date }: InventoryReportData): string {
  const low = lines.filter(isBelowMinimum).length;
  const total = lines.reduce((sum, line) => sum + line.quantity, 0);
  const rows = lines.map(
    (line) => html`<tr class="${isBelowMinimum(line) ? 'low' : ''}">
  <td>${ltr(line.catalogNumber)}</td><td>${line.name || '—'}</td>
  <td class="number">${ltr(line.quantity)}</td><td class="number">${ltr(line.minQuantity)}</td>
  <td>${line.location}</td><td>${isBelowMinimum(line) ? html`<span class="flag">מתחת למינימום</span>` : ''}</td>
</tr>`,
  );
  const body = html`
<div class="title">
  <div><h1>דוח מלאי — ${warehouse.name}</h1><div>מחסן מספר ${ltr(warehouse.number)} · ${roleLabels[warehouse.role]}</div></div>
  <div class="meta">תאריך: ${ltr(formatDisplayDate(date))}</div>
</div>
<div class="summary"><span>פריטים: ${ltr(lines.length)}</span><span>כמות כוללת: ${ltr(total)}</span>
  <span>מתחת למינימום: ${ltr(low)}</span></div>
${
  lines.length === 0
    ? html`<p class="empty">אין פריטים במחסן זה.</p>`
    : html`<table>
  <thead><tr><th style="width:18%">מק״ט</th><th>שם הפריט</th><th style="width:10%">כמות</th>
    <th style="width:10%">מינימום</th><th style="width:15%">מדף</th><th style="width:14%">סימון</th></tr></thead>
  <tbody>${rows}</tbody>
</table>`
}`;
  return printableDocument({
    lang: 'he',
    dir: 'rtl',
    title: `דוח מלאי ${warehouse.number} ${formatDisplayDate(date)}`,
    css: reportCss,
    body,
  });
}

const warehouseMissing = () =>
  new AppError(errorCodes.notFound, 'Warehouse not found', {
    fields: { warehouseId: m.warehouseNotFound },
  });

/** Printouts of a warehouse: sticker sheets and the inventory report, as PDFs. */
export function createWarehousePrintouts(deps: { db: Database; pdf: PdfEngine; now?: () => Date }) {
  const { db, pdf } = deps;
  const now = deps.now ?? (() => new Date());

  async function warehouseOf(ref: string) {
    const warehouse = await warehousesRepository.resolve(db, ref);
    if (!warehouse) throw warehouseMissing();
    return warehouse;
  }

  return {
    /** Only items stocked in the warehouse get stickers: the shelf is part of the label. */
    async stickers(request: StickersRequest) {
      const warehouse = await warehouseOf(request.warehouseId);
      const wanted = [...new Set(request.items.map((item) => item.catalogNumber))];
      const lines = new Map(
        (await reports.stickerLines(db, warehouse.id, wanted)).map((line) => [line.catalogNumber, line]),
      );
      const missing: Record<string, string> = {};
      request.items.forEach((item, index) => {
        if (!lines.has(item.catalogNumber)) missing[`items.${index}.catalogNumber`] = m.productNotFound;
      });
      if (Object.keys(missing).length > 0) throw invalid(missing, 'Some items are not in this warehouse');
      const stickers = request.items.flatMap((item) => {
        const line = lines.get(item.catalogNumber) as StockLine;
        return Array.from({ length: item.copies }, () => ({
          catalogNumber: line.catalogNumber,
          name: line.name,
          location: line.location,
        }));
      });
      const document = await pdf.render(stickersHtml(stickers, warehouse.number), stickerRenderOptions);
      return { pdf: document, fileName: `stickers-${warehouse.number}.pdf` };
    },

    async inventoryReport(warehouseRef: string) {
      const warehouse = await warehouseOf(warehouseRef);
      const date = todayIso(now());
      const lines = await reports.stockLines(db, warehouse.id);
      const document = await pdf.render(
        inventoryReportHtml({
          warehouse: { number: warehouse.number, name: warehouse.name, role: warehouse.role },
          lines,
          date,
        }),
      );
      return { pdf: document, fileName: `inventory-${warehouse.number}-${date}.pdf` };
    },
  };
}
export type WarehousePrintouts = ReturnType<typeof createWarehousePrintouts>;
