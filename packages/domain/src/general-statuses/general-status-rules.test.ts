import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../common/messages';
import {
  createGeneralStatusSchema,
  deleteGeneralStatusSchema,
  updateGeneralStatusSchema,
} from './general-status.schema';
import {
  defaultGeneralStatuses,
  generalStatusNameProblem,
  initialGeneralStatus,
  installerStatuses,
  isSystemGeneralStatus,
  moveGeneralStatus,
  normalizeGeneralStatusName,
  systemGeneralStatuses,
} from './general-status-rules';

const list = (...names: string[]) =>
  names.map((value, position) => ({ _id: `id-${value}`, value, index: position + 1 }));

describe('general statuses: where a document starts (spec 2 §4)', () => {
  it('starts price quotes at the quote status and every other category at the general one', () => {
    expect(initialGeneralStatus('priceQuote')).toBe('הצעת מחיר ללקוח');
    expect(initialGeneralStatus('workCard')).toBe('סטטוס כללי');
    expect(initialGeneralStatus('shippingCertificate')).toBe('סטטוס כללי');
  });

  it('names the installer statuses as the routes dashboard reads them', () => {
    expect(installerStatuses).toEqual({ collected: 'נאסף', done: 'בוצע', failed: 'נכשל' });
  });

  it('ships every system status among the defaults, so every install has them', () => {
    for (const status of systemGeneralStatuses) expect(defaultGeneralStatuses).toContain(status);
    expect(new Set(defaultGeneralStatuses).size).toBe(defaultGeneralStatuses.length);
    expect(isSystemGeneralStatus(' נאסף ')).toBe(true);
    expect(isSystemGeneralStatus('בטיפול')).toBe(false);
  });
});

describe('general statuses: names (spec 2 §5)', () => {
  const existing = list('בטיפול', 'Waiting');

  it('trims and makes inner spaces single', () => {
    expect(normalizeGeneralStatusName('  ממתין   לחלקים ')).toBe('ממתין לחלקים');
  });

  it('requires a name', () => {
    expect(generalStatusNameProblem('   ', existing)).toBe(m.statusNameRequired);
    expect(createGeneralStatusSchema.safeParse({ status: '  ' }).error?.issues[0]?.message).toBe(
      m.statusNameRequired,
    );
    expect(createGeneralStatusSchema.safeParse({}).error?.issues[0]?.message).toBe(m.statusNameRequired);
  });

  it('refuses a name another status has, ignoring case and spacing', () => {
    expect(generalStatusNameProblem('waiting', existing)).toBe(m.statusNameTaken);
    expect(generalStatusNameProblem(' בטיפול ', existing)).toBe(m.statusNameTaken);
    expect(generalStatusNameProblem('נשלח', existing)).toBeUndefined();
  });

  it('lets a status keep its own name or change only its case', () => {
    expect(generalStatusNameProblem('WAITING', existing, 'id-Waiting')).toBeUndefined();
    expect(generalStatusNameProblem('בטיפול', existing, 'id-Waiting')).toBe(m.statusNameTaken);
  });

  it('refuses a name longer than 60 characters', () => {
    expect(generalStatusNameProblem('א'.repeat(61), existing)).toBe(m.tooLong);
  });

  it('answers the schema’s cleaned name', () => {
    expect(createGeneralStatusSchema.parse({ status: '  נשלח  ללקוח ' })).toEqual({ status: 'נשלח ללקוח' });
  });
});

describe('general statuses: requests', () => {
  const valid = {
    id: '0b6f5f2e-4c7d-4a51-9a0e-4f2f0d1c9a11',
    currentStatus: 'בטיפול',
    previousIndex: 3,
    updatedIndex: 1,
    updatedStatusName: 'בטיפול',
  };

  it('accepts an update and refuses positions below 1 or not whole, per field', () => {
    expect(updateGeneralStatusSchema.safeParse(valid).success).toBe(true);
    const wrong = updateGeneralStatusSchema.safeParse({ ...valid, updatedIndex: 0, previousIndex: 1.5 });
    const fields = Object.fromEntries(
      wrong.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(fields).toEqual({ updatedIndex: m.statusIndexRange, previousIndex: m.statusIndexRange });
  });

  it('refuses an id that is not one', () => {
    expect(deleteGeneralStatusSchema.safeParse({ id: 'x' }).error?.issues[0]?.message).toBe(m.missingItemId);
  });
});

describe('general statuses: moving one (spec 2 §7 updateGeneralStatus)', () => {
  const names = (moved: { value: string; index: number }[]) =>
    moved.map((status) => `${status.index}:${status.value}`);
  const five = list('a', 'b', 'c', 'd', 'e');

  it('moves down: the ones between move up by one', () => {
    expect(names(moveGeneralStatus(five, 'id-b', 4))).toEqual(['1:a', '2:c', '3:d', '4:b', '5:e']);
  });

  it('moves up: the ones between move down by one', () => {
    expect(names(moveGeneralStatus(five, 'id-e', 2))).toEqual(['1:a', '2:e', '3:b', '4:c', '5:d']);
  });

  it('keeps the order when the place is the same, and clamps places outside the list', () => {
    expect(names(moveGeneralStatus(five, 'id-c', 3))).toEqual(['1:a', '2:b', '3:c', '4:d', '5:e']);
    expect(names(moveGeneralStatus(five, 'id-a', 99))).toEqual(['1:b', '2:c', '3:d', '4:e', '5:a']);
    expect(names(moveGeneralStatus(five, 'id-d', -3))).toEqual(['1:d', '2:a', '3:b', '4:c', '5:e']);
  });

  it('numbers 1..n without gaps or repeats whatever the input held', () => {
    const gappy = [
      { _id: 'x', value: 'x', index: 4 },
      { _id: 'y', value: 'y', index: 4 },
      { _id: 'z', value: 'z', index: 9 },
    ];
    expect(moveGeneralStatus(gappy, 'missing', 1).map((status) => status.index)).toEqual([1, 2, 3]);
  });

  it('gives every place exactly once for every move in a list of 7', () => {
    const seven = list('1', '2', '3', '4', '5', '6', '7');
    for (const status of seven) {
      for (let to = 1; to <= 7; to += 1) {
        const moved = moveGeneralStatus(seven, status._id, to);
        expect(moved.map((item) => item.index)).toEqual([1, 2, 3, 4, 5, 6, 7]);
        expect(moved[to - 1]?._id).toBe(status._id);
        expect(new Set(moved.map((item) => item._id)).size).toBe(7);
      }
    }
  });
});
