import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumPdfEngine, defaultChromiumPath } from '../../platform/pdf/pdf-engine';
import { readPdfText } from '../../platform/pdf/pdf-text.test-support';
import { inventoryReportHtml, stickerRenderOptions, stickersHtml } from './warehouse-printouts';

const engine = new ChromiumPdfEngine({ executablePath: process.env.CHROMIUM_PATH ?? defaultChromiumPath });
afterAll(() => engine.close());

describe('warehouses: printed documents', () => {
  it('prints the inventory report in Hebrew reading order with numbers kept left to right', async () => {
    const pdf = await engine.render(
      inventoryReportHtml({
        warehouse: { number: '3', name: 'רמלה', role: 'warehouse' },
        lines: [{ catalogNumber: 'AB-12', name: 'שמשה קדמית', quantity: 2, minQuantity: 5, location: 'A-3' }],
        date: '2026-03-04',
      }),
    );
    const { text } = await readPdfText(pdf);
    expect(text).toContain('דוח מלאי — רמלה');
    expect(text).toContain('04/03/2026');
    expect(text).toContain('AB-12');
    expect(text).toContain('מתחת למינימום');
  });

  it('fits 24 stickers on one A4 page and 25 on two', async () => {
    const sticker = { catalogNumber: 'X-1', name: 'ציר', location: 'B-2' };
    const pagesOf = async (count: number) =>
      (
        await readPdfText(
          await engine.render(stickersHtml(Array(count).fill(sticker), '7'), stickerRenderOptions),
        )
      ).pages;
    expect(await pagesOf(24)).toBe(1);
    expect(await pagesOf(25)).toBe(2);
  });
});
