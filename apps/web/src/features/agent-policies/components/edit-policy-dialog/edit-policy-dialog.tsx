import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type Insured, insuredSchema, mayChangeInsuredAndMachine, type Policy, type Role } from '@tg/domain';
import { type RefObject, useId, useMemo, useRef } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, saveFailureMessage } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { DiscardChangesDialog, useDiscardChanges } from '../../../../ui/discard-changes-dialog';
import { isDeepEqual } from '../../../../ui/edit-tracking';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { FileSlotsView } from '../../../insurance/shared/components/file-slots-view';
import { policyFileSlots } from '../../../insurance/shared/policy-file-slots';
import { useUpdateInsured } from '../../api/use-agent-policies';
import { comparableInsured, type InsuredFormValues, insuredFormValuesOf } from '../../insured-form-values';
import { machineDetails, subscriptionDetails } from '../../policy-display';
import { InsuredFields } from '../insured-fields';
import { ReadOnlyFields } from '../read-only-fields';

export interface EditPolicyDialogProps {
  open: boolean;
  /** Kept by the caller after closing, so the content does not change while the dialog fades out. */
  policy?: Policy;
  /** The signed-in person's role: once a subscription is approved only staff change the insured. */
  userRole: Role | null;
  onClose: () => void;
}

/**
 * The agent's edit dialog (spec 1 §2): the subscription, its product and the machine are shown
 * read-only; the insured's details are edited and saved alone, while the subscription awaits
 * approval (afterwards they are shown disabled, with why). Save stays disabled until something
 * changed; a failed save keeps everything typed.
 */
export function EditPolicyDialog({ open, policy, userRole, onClose }: EditPolicyDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const opening = useOpeningCount(open);
  // The form decides what closing means (ask first when something changed); Esc comes here.
  const requestClose = useRef<() => void>(onClose);
  return (
    <Dialog
      open={open && Boolean(policy)}
      // A stray tap outside must not throw away an edit; Esc and the close button ask first.
      onClose={(_event, reason) => reason !== 'backdropClick' && requestClose.current()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      data-testid="edit-policy-dialog"
    >
      <DialogTitle id={titleId}>
        {t('agent-policies.editDialog.title', { number: policy?.policyNumber ?? '' })}
      </DialogTitle>
      {policy ? (
        <EditPolicyForm
          key={`${policy._id}-${opening}`}
          policy={policy}
          isInsuredLocked={!userRole || !mayChangeInsuredAndMachine(userRole, policy.status)}
          onClose={onClose}
          requestClose={requestClose}
        />
      ) : null}
    </Dialog>
  );
}

interface EditPolicyFormProps {
  policy: Policy;
  isInsuredLocked: boolean;
  onClose: () => void;
  /** Set here to what Esc and the close button do: close at once when nothing changed, else ask. */
  requestClose: RefObject<() => void>;
}

function EditPolicyForm({ policy, isInsuredLocked, onClose, requestClose }: EditPolicyFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const update = useUpdateInsured();
  const original = useMemo(
    () => insuredFormValuesOf(policy.userInformation, policy.userInformation.userType || policy.userType),
    [policy],
  );
  const form = useForm<InsuredFormValues, unknown, Insured>({
    resolver: zodResolver(insuredSchema) as unknown as Resolver<InsuredFormValues, unknown, Insured>,
    defaultValues: original,
    mode: 'onTouched',
  });
  const values = useWatch({ control: form.control }) as InsuredFormValues;
  const isChanged = !isDeepEqual(comparableInsured(values), comparableInsured(original));
  const isSaving = update.isPending;
  const discard = useDiscardChanges(onClose);
  const close = () => {
    if (!isSaving) discard.closeOrAsk(isChanged);
  };
  requestClose.current = close;

  const submit = form.handleSubmit(
    async (userInformation) => {
      try {
        await update.mutateAsync({ _id: policy._id, userInformation });
        notify.success(t('agent-policies.notices.updated'));
        onClose();
      } catch (error) {
        const { placed, leftover } = applyServerFieldErrors(
          error,
          form.setError,
          form.getValues(),
          'generalPolicy.userInformation',
        );
        if (placed[0]) form.setFocus(placed[0] as keyof InsuredFormValues);
        notify.error(saveFailureMessage(t, error, 'agent-policies.notices.updateError', leftover));
      }
    },
    () => notify.error(t('agent-policies.notices.fixErrors')),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <ReadOnlyFields
          title={t('agent-policies.details.subscription')}
          items={subscriptionDetails(t, policy)}
        />
        <ReadOnlyFields
          title={t('agent-policies.details.machine')}
          items={machineDetails(t, policy.machine)}
        />
        <Box component="section" aria-label={t('agent-policies.details.insured')}>
          <Typography variant="subtitle2" component="h3">
            {t('agent-policies.details.insured')}
          </Typography>
          {isInsuredLocked ? (
            <Alert severity="info" sx={{ marginBlock: 1 }} data-testid="edit-insured-locked">
              {t('agent-policies.editDialog.insuredLocked')}
            </Alert>
          ) : null}
          <InsuredFields form={form} testIdPrefix="edit-insured" disabled={isInsuredLocked} />
        </Box>
        <Divider />
        <FileSlotsView {...policyFileSlots(policy)} testIdPrefix="policy" />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isSaving} data-testid="edit-policy-close">
          {t('agent-policies.editDialog.close')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!isChanged || isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="edit-policy-save"
        >
          {t('agent-policies.editDialog.save')}
        </Button>
      </DialogActions>
      <DiscardChangesDialog discard={discard} textsKey="agent-policies.editDialog" confirmKey="discard" />
    </Box>
  );
}
