import { beforeEach, describe, expect, it } from 'vitest';
import { i18next } from '../../app/i18n';
import { logFieldsText, logValueText } from './document-display';

const t = i18next.t.bind(i18next);

beforeEach(async () => {
  await i18next.changeLanguage('he');
});

describe('documents: the activity log’s texts', () => {
  it('reads a stock take as catalogue number, warehouse and quantity, with the lines passed over', () => {
    const value = {
      taken: [{ warehouse: '2', catalogNumber: 'ST-3', quantity: 2 }],
      skipped: [{ warehouse: '9', catalogNumber: 'ST-3', quantity: 1 }],
    };
    expect(logValueText(t, value)).toBe('הוצא מהמלאי: ST-3 (מחסן 2) ×2, לא נמצא מחסן: ST-3 (מחסן 9) ×1');
    expect(logFieldsText(t, ['taken', 'skipped'])).toBe('הוצא מהמלאי, לא נמצא מחסן');
  });

  it('still names product lines by their name', () => {
    expect(logValueText(t, [{ name: 'שמשה קדמית', catalogNumber: '100234', quantity: 2 }])).toBe(
      'שמשה קדמית ×2',
    );
  });
});
