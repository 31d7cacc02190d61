import { Box, LinearProgress, Step, StepButton, Stepper, Typography } from '@mui/material';
import { wizardSteps } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { useWizardContext } from './wizard-context';

/** Spec 1 §4: documents and photos may be skipped. */
const optionalSteps: ReadonlySet<number> = new Set([3, 4]);

function StepProgress() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const current = wizard.step + 1;
  const label = t('insurance-wizard.stepList.progress', { current, total: wizardSteps.length });
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" data-testid="wizard-progress-text">
        {label}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(current / wizardSteps.length) * 100}
        aria-label={label}
        sx={{ marginBlockStart: 0.5, borderRadius: 1 }}
      />
    </Box>
  );
}

/**
 * The steps at the side (wide screens): each earlier step may be revisited, a later one only when
 * every step before it is valid (canEnterStep). Below them the progress bar.
 */
export function WizardStepList() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  return (
    <Box
      component="nav"
      aria-label={t('insurance-wizard.stepList.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Stepper orientation="vertical" nonLinear activeStep={wizard.step}>
        {wizardSteps.map((name, index) => (
          <Step key={name} completed={index < wizard.step}>
            <StepButton
              onClick={() => wizard.goTo(index)}
              disabled={index !== wizard.step && !wizard.canEnter(index)}
              aria-current={index === wizard.step ? 'step' : undefined}
              optional={
                optionalSteps.has(index) ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('insurance-wizard.stepList.optional')}
                  </Typography>
                ) : undefined
              }
              data-testid={`wizard-step-${name}`}
            >
              {t(`insurance-wizard.steps.${name}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <StepProgress />
    </Box>
  );
}

/** On phones: the current step's name and the progress bar, above the step. */
export function CompactStepper() {
  const { t } = useTranslation();
  const { wizard } = useWizardContext();
  const name = wizardSteps[wizard.step] ?? 'vehicle';
  return (
    <Box sx={{ paddingInline: 3, paddingBlockEnd: 1 }} data-testid="wizard-compact-stepper">
      <Typography variant="subtitle2">
        {t(`insurance-wizard.steps.${name}`)}
        {optionalSteps.has(wizard.step) ? ` (${t('insurance-wizard.stepList.optional')})` : ''}
      </Typography>
      <StepProgress />
    </Box>
  );
}
