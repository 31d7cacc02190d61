import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Tab,
  Tabs,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { can, formatLocalPhone, type Policy, type ServiceCall } from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api-client';
import { saveFailureMessage } from '../../../app/api-errors';
import { useAuth } from '../../../app/auth/auth-context';
import { useNotify } from '../../../app/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useOpeningCount } from '../../../ui/use-opening-key';
import { AddVehicleDialog } from '../../registry/components/add-vehicle-dialog';
import { AddCustomerDialog } from '../../users/components/add-customer-dialog';
import { type ApprovalTab, type ApprovalView, tabsOf, toApprovalView } from './approval-view';
import { CustomerTab } from './tabs/customer-tab';
import { DetailsTab } from './tabs/details-tab';
import { FilesTab } from './tabs/files-tab';
import { IncidentTab } from './tabs/incident-tab';
import { SummaryTab } from './tabs/summary-tab';
import { VehicleTab } from './tabs/vehicle-tab';
import { type ApproveAnswer, useApprove } from './use-approve';
import { useCustomerCheck, useVehicleCheck } from './use-existence-checks';

export type ApprovalItem =
  | { kind: 'policy'; policy: Policy }
  | { kind: 'serviceCall'; serviceCall: ServiceCall };

export interface ApproveDialogProps {
  /** The pending subscription or service call to approve; null keeps the dialog closed. */
  item: ApprovalItem | null;
  onClose: () => void;
  /** Called after the server approved it (lists refresh themselves through query invalidation). */
  onApproved?: () => void;
}

/** Notes are stored with the record; the server takes up to 4,000 characters. */
const maxNotesLength = 4000;

/**
 * Approves a pending subscription or service call (spec 1 §2, §4): tabs to look it over, whether
 * the customer and the vehicle are known (with add buttons when not), optional notes, and a
 * confirmation that approval makes it active for good. Approving invalidates every read of
 * subscriptions and service calls (`approvalInvalidates`), so whichever list opened it refreshes.
 */
export function ApproveDialog({ item, onClose, onApproved }: ApproveDialogProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const openings = useOpeningCount(item !== null);
  // The last item stays on screen while the dialog fades out.
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);
  const approval = useApprove();
  const isPending = approval.mutation.isPending;
  const view = useMemo(() => (shown ? toApprovalView(shown) : null), [shown]);

  return (
    <Dialog
      open={item !== null}
      // Typed notes must not vanish on a stray tap outside; Esc and the buttons close it.
      onClose={(_event, reason) => {
        if (reason === 'backdropClick' || isPending) return;
        onClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      scroll="paper"
      data-testid="approve-dialog"
    >
      {view ? (
        <ApproveDialogContent
          key={`${openings}:${view._id}`}
          view={view}
          titleId={titleId}
          approval={approval}
          onClose={onClose}
          onApproved={onApproved}
        />
      ) : null}
    </Dialog>
  );
}

interface ContentProps {
  view: ApprovalView;
  titleId: string;
  approval: ReturnType<typeof useApprove>;
  onClose: () => void;
  onApproved?: () => void;
}

function ApproveDialogContent({ view, titleId, approval, onClose, onApproved }: ContentProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { userRole } = useAuth();
  const tabsId = useId();
  const tabs = tabsOf(view);
  const [tab, setTab] = useState<ApprovalTab>('summary');
  // Starts from the record's own notes, so approving never wipes what its creator wrote.
  const [notes, setNotes] = useState(view.notes);
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const [isAddCustomerOpen, setAddCustomerOpen] = useState(false);
  const [isAddVehicleOpen, setAddVehicleOpen] = useState(false);
  const { mutation, refresh } = approval;
  const isPending = mutation.isPending;
  const isStillPending = view.status === 'pending';

  const { userInformation: info, machine } = view;
  const customerCheck = useCustomerCheck(info.userId, true);
  const vehicleCheck = useVehicleCheck(machine.vinNumber, machine.tractorNumber, true);
  const canAddCustomer = can(userRole, 'users.create');
  const canAddVehicle = can(userRole, 'registry.create');

  const announce = (answer: ApproveAnswer) => {
    if (answer.kind === 'serviceCall') {
      notify.success(t('approval.notices.callApproved', { number: answer.serviceCall.serviceCallNumber }));
      return;
    }
    // Approval answers at once; the PDF follows in the background and the list row shows it (ADR 0037).
    notify.success(t('approval.notices.subscriptionApproved'));
  };

  const approve = () => {
    mutation.mutate(
      { kind: view.kind, _id: view._id, notes: notes.trim() },
      {
        onSuccess: (answer) => {
          setConfirmOpen(false);
          announce(answer);
          onApproved?.();
          onClose();
        },
        onError: (error) => {
          setConfirmOpen(false);
          if (error instanceof ApiError && error.status === 409) {
            notify.info(t(`approval.notices.alreadyApproved.${view.kind}`, { number: view.number }));
            void refresh();
            onClose();
            return;
          }
          // The dialog stays open with the notes, to try again.
          notify.error(saveFailureMessage(t, error, `approval.notices.approveError.${view.kind}`, []));
        },
      },
    );
  };

  return (
    <>
      <DialogTitle id={titleId} sx={{ paddingBlockEnd: 1 }}>
        {t(`approval.title.${view.kind}`)}{' '}
        <Box component="bdi" dir="ltr" sx={{ color: 'text.secondary' }}>
          {view.number}
        </Box>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_event, next: ApprovalTab) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('approval.tabsLabel')}
        sx={{ borderBlockEnd: 1, borderColor: 'divider', paddingInline: 1 }}
      >
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(
              `approval.tabs.${name === 'details' || name === 'files' ? `${name}.${view.kind}` : name}`,
            )}
            id={`${tabsId}-tab-${name}`}
            aria-controls={`${tabsId}-panel-${name}`}
            data-testid={`approval-tab-${name}`}
          />
        ))}
      </Tabs>
      <DialogContent sx={{ paddingBlockStart: 2 }}>
        {isStillPending ? null : (
          <Alert severity="info" sx={{ marginBlockEnd: 2 }} data-testid="approval-not-pending">
            {t(`approval.notPending.${view.kind}`)}
          </Alert>
        )}
        <Box
          role="tabpanel"
          id={`${tabsId}-panel-${tab}`}
          aria-labelledby={`${tabsId}-tab-${tab}`}
          data-testid={`approval-panel-${tab}`}
        >
          {tab === 'summary' ? (
            <SummaryTab
              view={view}
              customerCheck={customerCheck}
              vehicleCheck={vehicleCheck}
              onAddCustomer={canAddCustomer ? () => setAddCustomerOpen(true) : undefined}
              onAddVehicle={canAddVehicle ? () => setAddVehicleOpen(true) : undefined}
            />
          ) : null}
          {tab === 'customer' ? <CustomerTab view={view} /> : null}
          {tab === 'details' ? <DetailsTab view={view} /> : null}
          {tab === 'vehicle' ? <VehicleTab view={view} /> : null}
          {tab === 'files' ? <FilesTab view={view} /> : null}
          {tab === 'incident' ? <IncidentTab view={view} /> : null}
        </Box>
        <TextField
          label={t('approval.notes.label')}
          helperText={t('approval.notes.hint')}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          disabled={isPending}
          multiline
          minRows={2}
          maxRows={6}
          fullWidth
          sx={{ marginBlockStart: 2 }}
          slotProps={{ htmlInput: { maxLength: maxNotesLength, 'data-testid': 'approval-notes' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending} data-testid="approval-close">
          {t('approval.close')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <CheckCircleIcon />}
          onClick={() => setConfirmOpen(true)}
          disabled={isPending || !isStillPending}
          data-testid="approval-approve"
        >
          {t('approval.approve')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={isConfirmOpen}
        isPending={isPending}
        title={t(`approval.confirm.title.${view.kind}`, { number: view.number })}
        message={
          <Alert severity="warning" data-testid="approval-confirm-warning">
            {t(`approval.confirm.warning.${view.kind}`)}
          </Alert>
        }
        confirmLabel={t('approval.confirm.approve')}
        onConfirm={approve}
        onCancel={() => setConfirmOpen(false)}
      />
      {canAddCustomer ? (
        <AddCustomerDialog
          open={isAddCustomerOpen}
          onClose={() => setAddCustomerOpen(false)}
          onAdded={() => customerCheck.recheck()}
          initial={{
            userType: view.userType,
            userInformation: {
              name: info.name,
              userId: info.userId,
              phoneNumber: info.phoneNumber ? formatLocalPhone(info.phoneNumber) : '',
              email: info.email,
              address: info.address,
              city: info.city,
              country: info.country,
              postalCode: info.postalCode,
            },
            machines:
              machine.vinNumber || machine.tractorNumber
                ? [{ vinNumber: machine.vinNumber, tractorNumber: machine.tractorNumber }]
                : [],
          }}
        />
      ) : null}
      {canAddVehicle ? (
        <AddVehicleDialog
          open={isAddVehicleOpen}
          onClose={() => setAddVehicleOpen(false)}
          onAdded={() => vehicleCheck.recheck()}
          initial={{
            vinNumber: machine.vinNumber,
            tractorNumber: machine.tractorNumber,
            machine: machine.machine,
            model: machine.model,
            year: machine.year,
          }}
        />
      ) : null}
    </>
  );
}
