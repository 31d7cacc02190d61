import type { Policy, ServiceCall } from '@tg/domain';

export type ApprovalItem = { kind: 'policy'; policy: Policy } | { kind: 'serviceCall'; serviceCall: ServiceCall };

export interface ApproveDialogProps {
  /** The pending subscription or service call to approve; null keeps the dialog closed. */
  item: ApprovalItem | null;
  onClose: () => void;
  /** Called after the server approved it (lists refresh themselves through query invalidation). */
  onApproved?: () => void;
}

/** PLACEHOLDER until the approve dialog lands: replaced by the real tabbed dialog. */
export function ApproveDialog(_props: ApproveDialogProps) {
  return null;
}
