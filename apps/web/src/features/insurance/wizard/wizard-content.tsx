import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  CircularProgress,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type WizardMode, wizardSteps } from '@tg/domain';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { CustomerStep } from './steps/customer-step';
import { DocumentsStep } from './steps/documents-step';
import { PhotosStep } from './steps/photos-step';
import { ProductStep } from './steps/product-step';
import { SummaryStep } from './steps/summary-step';
import { VehicleStep } from './steps/vehicle-step';
import { useWizardSetup, type WizardInitial } from './use-wizard-setup';
import { useWizardSubmit } from './use-wizard-submit';
import { WizardContext } from './wizard-context';
import type { WizardCreated } from './wizard-request';
import { CompactStepper, WizardStepList } from './wizard-step-list';

const stepComponents: readonly ComponentType[] = [
  VehicleStep,
  CustomerStep,
  ProductStep,
  DocumentsStep,
  PhotosStep,
  SummaryStep,
];
const lastStep = wizardSteps.length - 1;

export interface WizardContentProps {
  mode: WizardMode;
  titleId: string;
  onClose: () => void;
  onCreated?: (created: WizardCreated) => void;
  initial?: WizardInitial;
}

/** One opening of the wizard: mounted afresh each time the dialog opens, so it starts empty at step 0. */
export function WizardContent({ mode, titleId, onClose, onCreated, initial }: WizardContentProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isCompact = useMediaQuery(theme.breakpoints.down('md'));
  const context = useWizardSetup(mode, initial);
  const { wizard, uploads } = context;
  const { submit, isSubmitting } = useWizardSubmit(mode, wizard, { onCreated, onClose });
  const [isConfirmingClose, setConfirmingClose] = useState(false);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const stepArea = useRef<HTMLDivElement>(null);

  // Each step starts at its top, not where the previous one was scrolled to.
  const scrollArea = useRef<HTMLDivElement>(null);
  const { step } = wizard;
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    scrollArea.current?.scrollTo?.({ top: 0 });
  }, [step]);

  // After a refused Continue or a refused submit, the first field at fault gets the focus.
  useEffect(() => {
    if (!focusPath) return;
    const target = stepArea.current?.querySelector<HTMLElement>(
      `[name="${focusPath}"], [data-anchor="${focusPath}"]`,
    );
    target?.focus();
    target?.scrollIntoView?.({ block: 'center' });
    setFocusPath(null);
  }, [focusPath]);

  const requestClose = () => (wizard.isEdited ? setConfirmingClose(true) : onClose());
  const handleContinue = () => {
    const result = wizard.next();
    if (!result.moved) setFocusPath(result.firstError);
  };
  const handleSubmit = async () => {
    const firstError = await submit();
    if (firstError) setFocusPath(firstError);
  };

  const StepComponent = stepComponents[wizard.step] ?? VehicleStep;
  const stepName = wizardSteps[wizard.step] ?? 'vehicle';

  return (
    <WizardContext.Provider value={context}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1.5 }}>
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t(`insurance-wizard.titles.${mode}`)}
        </Box>
        <IconButton
          onClick={requestClose}
          disabled={isSubmitting}
          aria-label={t('insurance-wizard.actions.close')}
          data-testid="wizard-close"
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {isCompact ? <CompactStepper /> : null}
      <DialogContent ref={scrollArea} dividers sx={{ display: 'flex', gap: 3, minBlockSize: { md: '60vh' } }}>
        {isCompact ? null : (
          <Box sx={{ flex: '0 0 220px', position: 'sticky', insetBlockStart: 0, alignSelf: 'flex-start' }}>
            <WizardStepList />
          </Box>
        )}
        <Box
          ref={stepArea}
          sx={{ flexGrow: 1, minInlineSize: 0 }}
          data-testid={`wizard-step-content-${stepName}`}
        >
          <Typography variant="h6" component="h3" sx={{ marginBlockEnd: 2 }}>
            {t(`insurance-wizard.steps.${stepName}`)}
          </Typography>
          <StepComponent />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {uploads.isUploading && wizard.step === lastStep ? (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ marginInlineEnd: 'auto' }}>
            {t('insurance-wizard.actions.waitForUploads')}
          </Typography>
        ) : null}
        <Button onClick={wizard.back} disabled={wizard.step === 0 || isSubmitting} data-testid="wizard-back">
          {t('insurance-wizard.actions.back')}
        </Button>
        {wizard.step < lastStep ? (
          <Button variant="contained" onClick={handleContinue} data-testid="wizard-continue">
            {t('insurance-wizard.actions.continue')}
          </Button>
        ) : (
          <Button
            variant="contained"
            onClick={() => void handleSubmit()}
            disabled={isSubmitting || uploads.isUploading}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid="wizard-submit"
          >
            {t('insurance-wizard.actions.submit')}
          </Button>
        )}
      </DialogActions>
      <ConfirmDialog
        open={isConfirmingClose}
        title={t('insurance-wizard.closeConfirm.title')}
        message={t('insurance-wizard.closeConfirm.message')}
        confirmLabel={t('insurance-wizard.closeConfirm.confirm')}
        cancelLabel={t('insurance-wizard.closeConfirm.cancel')}
        destructive
        onConfirm={() => {
          setConfirmingClose(false);
          onClose();
        }}
        onCancel={() => setConfirmingClose(false)}
      />
    </WizardContext.Provider>
  );
}
