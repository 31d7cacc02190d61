import { describe, expect, it } from 'vitest';
import { rowActionsFor } from './agent-policy-tabs';

const agent = { canUpdate: true, canApprove: false };
const worker = { canUpdate: true, canApprove: true };

describe('agent-policies: row actions per tab (spec 1 §2)', () => {
  it('active: edit, PDF, cancel, and the menu with renew and cancel; no approve', () => {
    expect(rowActionsFor('active', agent)).toEqual({
      edit: true,
      pdf: true,
      cancel: true,
      approve: false,
      menu: true,
      menuCancel: true,
    });
  });

  it('pending: edit and cancel, no PDF and no menu; approve only for a role that may approve', () => {
    expect(rowActionsFor('pending', agent)).toEqual({
      edit: true,
      pdf: false,
      cancel: true,
      approve: false,
      menu: false,
      menuCancel: false,
    });
    expect(rowActionsFor('pending', worker).approve).toBe(true);
  });

  it('ended/cancelled: PDF and the menu with renew only; no edit, no cancel', () => {
    expect(rowActionsFor('closed', worker)).toEqual({
      edit: false,
      pdf: true,
      cancel: false,
      approve: false,
      menu: true,
      menuCancel: false,
    });
  });

  it('a role that may not change subscriptions gets only the PDF', () => {
    expect(rowActionsFor('active', { canUpdate: false, canApprove: false })).toEqual({
      edit: false,
      pdf: true,
      cancel: false,
      approve: false,
      menu: false,
      menuCancel: false,
    });
  });
});
