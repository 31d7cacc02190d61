import { Dialog, useMediaQuery, useTheme } from '@mui/material';
import type { Policy, ServiceCall, WizardMode } from '@tg/domain';
import { useId } from 'react';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { WizardContent } from './wizard-content';

export interface InsuranceWizardProps {
  open: boolean;
  /** A new subscription (createGeneralPolicy) or a service call (createServiceCall). */
  mode: WizardMode;
  onClose: () => void;
  /** Called with what the server answered after a successful submit (the dialog then closes). */
  onCreated?: (created: Policy | ServiceCall) => void;
  /** Prefills the vehicle search (e.g. from "my customers" row actions) and searches at once. */
  initial?: { vinNumber?: string; tractorNumber?: string };
}

/**
 * The six-step wizard of a new subscription or service call (spec 1 §2, §4). Esc and a click
 * outside do nothing: only the close button (which asks first when something was typed) closes
 * it. Every opening starts again from step 0 with empty values.
 */
export function InsuranceWizard({ open, mode, onClose, onCreated, initial }: InsuranceWizardProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const opening = useOpeningCount(open);
  return (
    <Dialog
      open={open}
      disableEscapeKeyDown
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
      data-testid="insurance-wizard"
    >
      <WizardContent
        key={opening}
        mode={mode}
        titleId={titleId}
        onClose={onClose}
        onCreated={onCreated}
        initial={initial}
      />
    </Dialog>
  );
}
