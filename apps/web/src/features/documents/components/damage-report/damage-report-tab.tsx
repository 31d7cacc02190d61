import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { Alert, Box, Button, FormGroup, FormLabel } from '@mui/material';
import { accidentVehicleTypes, type DocumentInput, genders, insuranceTypes } from '@tg/domain';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import {
  CheckField,
  ChoiceField,
  ReportDateField,
  ReportGrid,
  ReportReadOnlyContext,
  ReportSection,
  ReportTextField,
  useReportReadOnly,
  WideCell,
  YesNoField,
} from './report-fields';
import { SignaturePads } from './signature-pads';
import { startDamageReport } from './start-report';

export interface DamageReportTabProps {
  /** View mode and closed documents: every field disabled, signatures shown as images. */
  readOnly: boolean;
}

/**
 * The car-accident notification form inside the document (spec 2 §2, §3 Damage report), read and
 * written through the document modal's form at `damageReport`. A document has no form until
 * someone starts one (it then prints as a page of the document's PDF); it can be removed again.
 */
export function DamageReportTab({ readOnly }: DamageReportTabProps) {
  const { t } = useTranslation();
  const { control, getValues, setValue } = useFormContext<DocumentInput>();
  // Only whether there is a form: typing in it must not redraw the whole tab.
  const hasReport = useWatch({ control, name: 'damageReport', compute: (report) => report != null });
  const [isAskingRemove, setAskingRemove] = useState(false);

  if (!hasReport) {
    return (
      <Box
        data-testid="dr-empty"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
      >
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          {t('damage-report.empty')}
        </Alert>
        {readOnly ? null : (
          <Button
            variant="contained"
            startIcon={<NoteAddOutlinedIcon />}
            onClick={() =>
              setValue('damageReport', startDamageReport(getValues()), {
                shouldDirty: true,
                shouldTouch: true,
              })
            }
            data-testid="dr-start"
          >
            {t('damage-report.start')}
          </Button>
        )}
      </Box>
    );
  }

  return (
    <ReportReadOnlyContext.Provider value={readOnly}>
      <Box data-testid="dr-form">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', marginBlockEnd: 2 }}>
          <Alert severity="info" sx={{ flex: '1 1 16rem' }}>
            {t('damage-report.intro')}
          </Alert>
          {readOnly ? null : (
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setAskingRemove(true)}
              data-testid="dr-remove"
            >
              {t('damage-report.remove.button')}
            </Button>
          )}
        </Box>
        <PolicySection />
        <DriverSection />
        <AccidentSection />
        <ThirdPartySection />
        <DeclarationSection />
        <ReportSection title={t('damage-report.sections.signatures')} testId="dr-section-signatures">
          <SignaturePads readOnly={readOnly} />
        </ReportSection>
      </Box>
      <ConfirmDialog
        open={isAskingRemove}
        destructive
        title={t('damage-report.remove.title')}
        message={t('damage-report.remove.body')}
        confirmLabel={t('damage-report.remove.confirm')}
        onConfirm={() => {
          setAskingRemove(false);
          setValue('damageReport', null, { shouldDirty: true, shouldTouch: true });
        }}
        onCancel={() => setAskingRemove(false)}
      />
    </ReportReadOnlyContext.Provider>
  );
}

function useLabel() {
  const { t } = useTranslation();
  return (key: string) => t(`damage-report.fields.${key}`);
}

/** Street, number, city, postal code, phones, fax and e-mail of the insured or the driver. */
function AddressFields({ block }: { block: 'insuredPerson' | 'driverDetails' }) {
  const f = useLabel();
  const at = (field: string) => `${block}.address.${field}`;
  return (
    <ReportGrid>
      <ReportTextField path={at('street')} label={f('street')} />
      <ReportTextField path={at('houseNumber')} label={f('houseNumber')} ltr maxLength={20} />
      <ReportTextField path={at('city')} label={f('city')} maxLength={100} />
      <ReportTextField
        path={at('postalCode')}
        label={f('postalCode')}
        ltr
        inputMode="numeric"
        maxLength={20}
      />
      <ReportTextField path={at('homePhone')} label={f('homePhone')} ltr inputMode="tel" maxLength={30} />
      <ReportTextField path={at('mobilePhone')} label={f('mobilePhone')} ltr inputMode="tel" maxLength={30} />
      <ReportTextField path={at('fax')} label={f('fax')} ltr inputMode="tel" maxLength={30} />
      <ReportTextField path={at('email')} label={f('email')} ltr inputMode="email" />
    </ReportGrid>
  );
}

/** Section A: the policy and the subscriber (the insured). */
function PolicySection() {
  const { t } = useTranslation();
  const f = useLabel();
  return (
    <ReportSection title={t('damage-report.sections.policy')} testId="dr-section-policy">
      <ReportGrid>
        <ReportTextField path="policyDetails.policyNumber" label={f('policyNumber')} ltr maxLength={40} />
        <ReportTextField path="policyDetails.policyName" label={f('policyName')} />
        <ReportTextField path="policyDetails.agentName" label={f('agentName')} />
        <ReportTextField path="policyDetails.licenseNumber" label={f('licenseNumber')} ltr maxLength={20} />
        <ReportTextField path="policyDetails.vehicleModel" label={f('vehicleModel')} maxLength={100} />
        <ReportTextField
          path="policyDetails.vehicleYear"
          label={f('vehicleYear')}
          ltr
          inputMode="numeric"
          maxLength={4}
        />
      </ReportGrid>
      <ReportSection level="block" title={t('damage-report.sections.insured')} testId="dr-section-insured">
        <ReportGrid>
          <ReportTextField path="insuredPerson.name" label={f('insuredName')} />
          <ReportTextField
            path="insuredPerson.idNumber"
            label={f('idNumber')}
            ltr
            inputMode="numeric"
            maxLength={9}
          />
          <ChoiceField
            path="insuredPerson.vehicleType"
            label={f('vehicleType')}
            choices={accidentVehicleTypes}
            labels="vehicleTypes"
          />
          <YesNoField path="insuredPerson.osek_murshe" label={f('osekMurshe')} />
          <ReportTextField
            path="insuredPerson.otherCommercialDetails"
            label={f('otherCommercialDetails')}
            maxLength={1000}
          />
        </ReportGrid>
      </ReportSection>
      <ReportSection level="block" title={t('damage-report.sections.insuredAddress')}>
        <AddressFields block="insuredPerson" />
      </ReportSection>
    </ReportSection>
  );
}

/** Section B: the driver, with a button to copy the insured's address. */
function DriverSection() {
  const { t } = useTranslation();
  const f = useLabel();
  const readOnly = useReportReadOnly();
  const { getValues, setValue } = useFormContext<DocumentInput>();
  const copyAddress = () =>
    setValue(
      'damageReport.driverDetails.address',
      { ...getValues('damageReport.insuredPerson.address') },
      {
        shouldDirty: true,
        shouldTouch: true,
      },
    );
  return (
    <ReportSection title={t('damage-report.sections.driver')} testId="dr-section-driver">
      <ReportGrid>
        <ReportTextField path="driverDetails.driverName" label={f('driverName')} />
        <ReportTextField
          path="driverDetails.driverIdNumber"
          label={f('driverIdNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <ReportDateField path="driverDetails.birthDate" label={f('birthDate')} />
        <ChoiceField path="driverDetails.gender" label={f('gender')} choices={genders} labels="genders" />
        <ReportTextField
          path="driverDetails.driverLicenseNumber"
          label={f('driverLicenseNumber')}
          ltr
          maxLength={20}
        />
        <ReportTextField path="driverDetails.licenseType" label={f('licenseType')} maxLength={40} />
        <ReportTextField
          path="driverDetails.licenseIssueYear"
          label={f('licenseIssueYear')}
          ltr
          inputMode="numeric"
          maxLength={4}
        />
        <ReportDateField path="driverDetails.licenseValidUntil" label={f('licenseValidUntil')} />
        <YesNoField
          path="driverDetails.drivingWithInsurancePermission"
          label={f('drivingWithInsurancePermission')}
        />
      </ReportGrid>
      <ReportSection
        level="block"
        title={t('damage-report.sections.driverAddress')}
        actions={
          readOnly ? null : (
            <Button size="small" onClick={copyAddress} data-testid="dr-copy-address">
              {t('damage-report.copyInsuredAddress')}
            </Button>
          )
        }
      >
        <AddressFields block="driverDetails" />
      </ReportSection>
    </ReportSection>
  );
}

/** Section C: the accident. */
function AccidentSection() {
  const { t } = useTranslation();
  const f = useLabel();
  const at = (field: string) => `accidentDetails.${field}`;
  return (
    <ReportSection title={t('damage-report.sections.accident')} testId="dr-section-accident">
      <ReportGrid>
        <ReportDateField path={at('accidentDate')} label={f('accidentDate')} />
        <ReportTextField path={at('accidentTime')} label={f('accidentTime')} type="time" ltr />
        <ReportTextField path={at('accidentLocation')} label={f('accidentLocation')} maxLength={300} />
        <ReportTextField path={at('reportNumber')} label={f('reportNumber')} ltr maxLength={40} />
        <ReportTextField path={at('caseNumber')} label={f('caseNumber')} ltr maxLength={40} />
        <ReportTextField path={at('policeReportStation')} label={f('policeReportStation')} maxLength={100} />
        <YesNoField path={at('policeInvolved')} label={f('policeInvolved')} />
        <YesNoField path={at('towTruckInvolved')} label={f('towTruckInvolved')} />
        <YesNoField path={at('fireDepartmentInvolved')} label={f('fireDepartmentInvolved')} />
        <ReportTextField
          path={at('damagePositionOnVehicle')}
          label={f('damagePositionOnVehicle')}
          maxLength={1000}
        />
        <ReportTextField path={at('witnesses')} label={f('witnesses')} maxLength={1000} />
        <ReportTextField
          path={at('detailedAccidentDescription')}
          label={f('detailedAccidentDescription')}
          multiline
          maxLength={4000}
        />
        <ReportTextField
          path={at('diagramOfAccidentLocation')}
          label={f('diagramOfAccidentLocation')}
          multiline
          maxLength={4000}
        />
        <ReportTextField
          path={at('otherDamagesDescription')}
          label={f('otherDamagesDescription')}
          multiline
          maxLength={4000}
        />
      </ReportGrid>
    </ReportSection>
  );
}

/** Section D: the third party. */
function ThirdPartySection() {
  const { t } = useTranslation();
  const f = useLabel();
  const at = (field: string) => `thirdPartyDetails.${field}`;
  return (
    <ReportSection title={t('damage-report.sections.thirdParty')} testId="dr-section-thirdParty">
      <ReportGrid>
        <ReportTextField
          path={at('vehicleRegistrationNumber')}
          label={f('vehicleRegistrationNumber')}
          ltr
          maxLength={20}
        />
        <ChoiceField
          path={at('vehicleType')}
          label={f('vehicleType')}
          choices={accidentVehicleTypes}
          labels="vehicleTypes"
        />
        <ChoiceField
          path={at('insuranceType')}
          label={f('insuranceType')}
          choices={insuranceTypes}
          labels="insuranceTypes"
        />
        <ReportTextField path={at('insuranceCompanyName')} label={f('insuranceCompanyName')} />
        <ReportTextField path={at('policyNumber')} label={f('thirdPartyPolicyNumber')} ltr maxLength={40} />
        <ReportTextField path={at('shamai')} label={f('shamai')} />
        <ReportTextField path={at('vehicleOwnerName')} label={f('vehicleOwnerName')} />
        <ReportTextField
          path={at('vehicleOwnerIdNumber')}
          label={f('vehicleOwnerIdNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <ReportTextField path={at('ownerName')} label={f('ownerName')} />
        <ReportTextField path={at('ownerAddress')} label={f('ownerAddress')} maxLength={300} />
        <ReportTextField path={at('ownerPhone')} label={f('ownerPhone')} ltr inputMode="tel" maxLength={30} />
        <ReportTextField path={at('driverName')} label={f('thirdPartyDriverName')} />
        <ReportTextField
          path={at('driverIdNumber')}
          label={f('thirdPartyDriverIdNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <ReportTextField
          path={at('driverPhone')}
          label={f('driverPhone')}
          ltr
          inputMode="tel"
          maxLength={30}
        />
        <ReportTextField
          path={at('damageDescriptionOnThirdPartyVehicle')}
          label={f('damageDescriptionOnThirdPartyVehicle')}
          multiline
          maxLength={4000}
        />
      </ReportGrid>
    </ReportSection>
  );
}

/** The declaration and how the insured wants to be reached. */
function DeclarationSection() {
  const { t } = useTranslation();
  const f = useLabel();
  const at = (field: string) => `declaration.${field}`;
  return (
    <ReportSection title={t('damage-report.sections.declaration')} testId="dr-section-declaration">
      <Alert severity="info" icon={false} sx={{ marginBlockEnd: 2 }}>
        {t('damage-report.declarationText')}
      </Alert>
      <ReportGrid>
        <ReportTextField path={at('insuredSignature')} label={f('insuredSignature')} />
        <ReportTextField path={at('formFilledBy')} label={f('formFilledBy')} />
        <ReportTextField path={at('formSignedBy')} label={f('formSignedBy')} />
        <ReportDateField path={at('formFillingDate')} label={f('formFillingDate')} />
        <YesNoField path={at('handleThirdPartyClaim')} label={f('handleThirdPartyClaim')} />
        <WideCell>
          <Box
            component="fieldset"
            sx={{ border: 0, padding: 0, margin: 0 }}
            data-testid="dr-section-communication"
          >
            <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
              {t('damage-report.sections.communication')}
            </FormLabel>
            <FormGroup row>
              <CheckField path={at('communicationPreference.email')} label={f('byEmail')} />
              <CheckField path={at('communicationPreference.mobilePhone')} label={f('byMobilePhone')} />
              <CheckField path={at('communicationPreference.postalMail')} label={f('byPostalMail')} />
            </FormGroup>
          </Box>
        </WideCell>
      </ReportGrid>
    </ReportSection>
  );
}
