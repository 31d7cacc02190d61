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
import {
  checkPeriod,
  defaultEndFor,
  type Insured,
  insuredSchema,
  type MachineSnapshotInput,
  type Policy,
  type PolicyProduct,
  type RegistryItem,
  todayIso,
} from '@tg/domain';
import { type ReactNode, useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerFieldErrors, saveFailureMessage } from '../../../../app/api-errors';
import { useNotify } from '../../../../app/notifications';
import { useOpeningCount } from '../../../../ui/use-opening-key';
import { DetailList } from '../../../insurance/shared/components/detail-list';
import { useCreatePolicy } from '../../api/use-agent-policies';
import { machineFromRegistry, useMachineCustomer } from '../../api/use-quick-create-lookups';
import {
  emptyInsured,
  type InsuredFormValues,
  insuredFormValuesOf,
  isCompleteInsured,
} from '../../insured-form-values';
import { asDetailItems, machineDetails } from '../../policy-display';
import { type CustomerLookup, InsuredSection } from './insured-section';
import { MachineSearch } from './machine-search';
import { type Period, PeriodFields } from './period-fields';
import { ProductPicker } from './product-picker';
import { isQuickCreateReady } from './quick-create-rules';

export interface QuickCreateDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new pending subscription, after the server made it and before the dialog closes. */
  onCreated?: (policy: Policy) => void;
}

/**
 * The agent's quick subscription (spec 1 §2): find the machine, pick the period and the product;
 * the insured is the machine's customer, or typed in when there is none. Every opening starts empty.
 */
export function QuickCreateDialog({ open, onClose, onCreated }: QuickCreateDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const opening = useOpeningCount(open);
  return (
    <Dialog
      open={open}
      // A stray tap outside must not throw away what was found and chosen.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={isPhone}
      data-testid="quick-create-dialog"
    >
      <DialogTitle id={titleId}>{t('agent-policies.quickCreate.title')}</DialogTitle>
      <QuickCreateContent key={opening} onClose={onClose} onCreated={onCreated} />
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function QuickCreateContent({ onClose, onCreated }: Omit<QuickCreateDialogProps, 'open'>) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [today] = useState(() => todayIso());
  const [machine, setMachine] = useState<Required<MachineSnapshotInput> | null>(null);
  const [period, setPeriod] = useState<Period>({ createdAt: today, expiredAt: defaultEndFor(today) });
  const [periodErrors, setPeriodErrors] = useState<Partial<Record<keyof Period, string>>>({});
  const [product, setProduct] = useState<PolicyProduct | undefined>(undefined);
  const [lookup, setLookup] = useState<CustomerLookup>('idle');
  const [isEditingInsured, setEditingInsured] = useState(false);
  const findCustomer = useMachineCustomer();
  const create = useCreatePolicy();
  const form = useForm<InsuredFormValues, unknown, Insured>({
    resolver: zodResolver(insuredSchema) as unknown as Resolver<InsuredFormValues, unknown, Insured>,
    defaultValues: emptyInsured,
    mode: 'onTouched',
  });

  const machineFound = (item: RegistryItem) => {
    const found = machineFromRegistry(item);
    setMachine(found);
    setLookup('checking');
    findCustomer.mutate(found, {
      onSuccess: (customer) => {
        if (!customer) {
          // Whatever was typed for a previous machine stays.
          setLookup('notFound');
          setEditingInsured(true);
          return;
        }
        const values = insuredFormValuesOf(customer.userInformation, customer.userType);
        form.reset(values);
        const isComplete = isCompleteInsured(values);
        setLookup(isComplete ? 'found' : 'incomplete');
        setEditingInsured(!isComplete);
      },
      onError: () => {
        setLookup('failed');
        setEditingInsured(true);
      },
    });
  };

  const changePeriod = (next: Period) => {
    setPeriod(next);
    setPeriodErrors({});
  };

  const isReady =
    isQuickCreateReady({ product, createdAt: period.createdAt, expiredAt: period.expiredAt, machine }) &&
    lookup !== 'idle' &&
    lookup !== 'checking';

  const submit = () => {
    if (!isReady || !machine || !product) return;
    const issues = checkPeriod(period, today);
    if (issues.length > 0) {
      setPeriodErrors(Object.fromEntries(issues.map((issue) => [issue.field, issue.message])));
      return;
    }
    void form.handleSubmit(
      async (userInformation) => {
        try {
          const policy = await create.mutateAsync({
            createdAt: period.createdAt,
            expiredAt: period.expiredAt,
            policyProduct: { _id: product._id },
            machine,
            userInformation,
            isInsuranceCase: false,
            files: {},
            notes: '',
          });
          notify.success(t('agent-policies.notices.added'));
          onCreated?.(policy);
          onClose();
        } catch (error) {
          const { placed, leftover } = applyServerFieldErrors(
            error,
            form.setError,
            form.getValues(),
            'policy.userInformation',
          );
          if (placed.length > 0) setEditingInsured(true);
          notify.error(saveFailureMessage(t, error, 'agent-policies.notices.addError', leftover));
        }
      },
      () => {
        setEditingInsured(true);
        notify.error(t('agent-policies.notices.fixErrors'));
      },
    )();
  };

  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Section title={t('agent-policies.quickCreate.machineTitle')}>
          <MachineSearch onFound={machineFound} />
          {machine ? (
            <Box data-testid="quick-machine">
              <DetailList
                title={t('agent-policies.quickCreate.machineFound')}
                items={asDetailItems(machineDetails(t, machine))}
                columns={1}
              />
              {machine.vinNumber && machine.tractorNumber ? null : (
                <Alert severity="warning" sx={{ marginBlockStart: 1 }} data-testid="quick-machine-incomplete">
                  {t('agent-policies.quickCreate.machineIncomplete')}
                </Alert>
              )}
            </Box>
          ) : null}
        </Section>
        <Divider />
        <Section title={t('agent-policies.quickCreate.periodTitle')}>
          <PeriodFields value={period} onChange={changePeriod} today={today} errors={periodErrors} />
        </Section>
        <Divider />
        <Section title={t('agent-policies.quickCreate.productTitle')}>
          <ProductPicker productId={product?._id ?? ''} onChange={setProduct} />
        </Section>
        <Divider />
        <Section title={t('agent-policies.details.insured')}>
          <InsuredSection
            lookup={lookup}
            form={form}
            isEditing={isEditingInsured}
            onEdit={() => setEditingInsured(true)}
          />
        </Section>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={create.isPending} data-testid="quick-create-close">
          {t('agent-policies.quickCreate.close')}
        </Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={!isReady || create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="quick-create-submit"
        >
          {t('agent-policies.quickCreate.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
