import { Alert, Box, Button, FormGroup, FormLabel } from '@mui/material';
import { accidentVehicleTypes, type DocumentInput, genders, insuranceTypes } from '@tg/domain';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FormCheckField,
  FormChoiceField,
  FormDateField,
  FormTextField,
  FormYesNoField,
} from '../form-section/form-fields';
import { type FormPart, useFormPart } from '../form-section/form-part';
import { FormGrid, FormSection, WideCell } from '../form-section/form-section';
import { OptionalForm } from '../form-section/optional-form';
import { SignaturePads } from './signature-pads';
import { startDamageReport } from './start-report';

/** The car-accident form is kept at `damageReport`; its test ids start with `dr`. */
const damageReportPart: FormPart = { root: 'damageReport', testIdPrefix: 'dr', labels: 'damage-report' };

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
  return (
    <OptionalForm part={damageReportPart} readOnly={readOnly} start={startDamageReport}>
      <PolicySection />
      <DriverSection />
      <AccidentSection />
      <ThirdPartySection />
      <DeclarationSection />
      <FormSection title={t('damage-report.sections.signatures')} testId="dr-section-signatures">
        <SignaturePads readOnly={readOnly} />
      </FormSection>
    </OptionalForm>
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
    <FormGrid>
      <FormTextField path={at('street')} label={f('street')} />
      <FormTextField path={at('houseNumber')} label={f('houseNumber')} ltr maxLength={20} />
      <FormTextField path={at('city')} label={f('city')} maxLength={100} />
      <FormTextField path={at('postalCode')} label={f('postalCode')} ltr inputMode="numeric" maxLength={20} />
      <FormTextField path={at('homePhone')} label={f('homePhone')} ltr inputMode="tel" maxLength={30} />
      <FormTextField path={at('mobilePhone')} label={f('mobilePhone')} ltr inputMode="tel" maxLength={30} />
      <FormTextField path={at('fax')} label={f('fax')} ltr inputMode="tel" maxLength={30} />
      <FormTextField path={at('email')} label={f('email')} ltr inputMode="email" />
    </FormGrid>
  );
}

/** Section A: the policy and the subscriber (the insured). */
function PolicySection() {
  const { t } = useTranslation();
  const f = useLabel();
  return (
    <FormSection title={t('damage-report.sections.policy')} testId="dr-section-policy">
      <FormGrid>
        <FormTextField path="policyDetails.policyNumber" label={f('policyNumber')} ltr maxLength={40} />
        <FormTextField path="policyDetails.policyName" label={f('policyName')} />
        <FormTextField path="policyDetails.agentName" label={f('agentName')} />
        <FormTextField path="policyDetails.licenseNumber" label={f('licenseNumber')} ltr maxLength={20} />
        <FormTextField path="policyDetails.vehicleModel" label={f('vehicleModel')} maxLength={100} />
        <FormTextField
          path="policyDetails.vehicleYear"
          label={f('vehicleYear')}
          ltr
          inputMode="numeric"
          maxLength={4}
        />
      </FormGrid>
      <FormSection level="block" title={t('damage-report.sections.insured')} testId="dr-section-insured">
        <FormGrid>
          <FormTextField path="insuredPerson.name" label={f('insuredName')} />
          <FormTextField
            path="insuredPerson.idNumber"
            label={f('idNumber')}
            ltr
            inputMode="numeric"
            maxLength={9}
          />
          <FormChoiceField
            path="insuredPerson.vehicleType"
            label={f('vehicleType')}
            choices={accidentVehicleTypes}
            labels="vehicleTypes"
          />
          <FormYesNoField path="insuredPerson.osek_murshe" label={f('osekMurshe')} />
          <FormTextField
            path="insuredPerson.otherCommercialDetails"
            label={f('otherCommercialDetails')}
            maxLength={1000}
          />
        </FormGrid>
      </FormSection>
      <FormSection level="block" title={t('damage-report.sections.insuredAddress')}>
        <AddressFields block="insuredPerson" />
      </FormSection>
    </FormSection>
  );
}

/** Section B: the driver, with a button to copy the insured's address. */
function DriverSection() {
  const { t } = useTranslation();
  const f = useLabel();
  const { readOnly } = useFormPart();
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
    <FormSection title={t('damage-report.sections.driver')} testId="dr-section-driver">
      <FormGrid>
        <FormTextField path="driverDetails.driverName" label={f('driverName')} />
        <FormTextField
          path="driverDetails.driverIdNumber"
          label={f('driverIdNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <FormDateField path="driverDetails.birthDate" label={f('birthDate')} />
        <FormChoiceField path="driverDetails.gender" label={f('gender')} choices={genders} labels="genders" />
        <FormTextField
          path="driverDetails.driverLicenseNumber"
          label={f('driverLicenseNumber')}
          ltr
          maxLength={20}
        />
        <FormTextField path="driverDetails.licenseType" label={f('licenseType')} maxLength={40} />
        <FormTextField
          path="driverDetails.licenseIssueYear"
          label={f('licenseIssueYear')}
          ltr
          inputMode="numeric"
          maxLength={4}
        />
        <FormDateField path="driverDetails.licenseValidUntil" label={f('licenseValidUntil')} />
        <FormYesNoField
          path="driverDetails.drivingWithInsurancePermission"
          label={f('drivingWithInsurancePermission')}
        />
      </FormGrid>
      <FormSection
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
      </FormSection>
    </FormSection>
  );
}

/** Section C: the accident. */
function AccidentSection() {
  const { t } = useTranslation();
  const f = useLabel();
  const at = (field: string) => `accidentDetails.${field}`;
  return (
    <FormSection title={t('damage-report.sections.accident')} testId="dr-section-accident">
      <FormGrid>
        <FormDateField path={at('accidentDate')} label={f('accidentDate')} />
        <FormTextField path={at('accidentTime')} label={f('accidentTime')} type="time" ltr />
        <FormTextField path={at('accidentLocation')} label={f('accidentLocation')} maxLength={300} />
        <FormTextField path={at('reportNumber')} label={f('reportNumber')} ltr maxLength={40} />
        <FormTextField path={at('caseNumber')} label={f('caseNumber')} ltr maxLength={40} />
        <FormTextField path={at('policeReportStation')} label={f('policeReportStation')} maxLength={100} />
        <FormYesNoField path={at('policeInvolved')} label={f('policeInvolved')} />
        <FormYesNoField path={at('towTruckInvolved')} label={f('towTruckInvolved')} />
        <FormYesNoField path={at('fireDepartmentInvolved')} label={f('fireDepartmentInvolved')} />
        <FormTextField
          path={at('damagePositionOnVehicle')}
          label={f('damagePositionOnVehicle')}
          maxLength={1000}
        />
        <FormTextField path={at('witnesses')} label={f('witnesses')} maxLength={1000} />
        <FormTextField
          path={at('detailedAccidentDescription')}
          label={f('detailedAccidentDescription')}
          multiline
          maxLength={4000}
        />
        <FormTextField
          path={at('diagramOfAccidentLocation')}
          label={f('diagramOfAccidentLocation')}
          multiline
          maxLength={4000}
        />
        <FormTextField
          path={at('otherDamagesDescription')}
          label={f('otherDamagesDescription')}
          multiline
          maxLength={4000}
        />
      </FormGrid>
    </FormSection>
  );
}

/** Section D: the third party. */
function ThirdPartySection() {
  const { t } = useTranslation();
  const f = useLabel();
  const at = (field: string) => `thirdPartyDetails.${field}`;
  return (
    <FormSection title={t('damage-report.sections.thirdParty')} testId="dr-section-thirdParty">
      <FormGrid>
        <FormTextField
          path={at('vehicleRegistrationNumber')}
          label={f('vehicleRegistrationNumber')}
          ltr
          maxLength={20}
        />
        <FormChoiceField
          path={at('vehicleType')}
          label={f('vehicleType')}
          choices={accidentVehicleTypes}
          labels="vehicleTypes"
        />
        <FormChoiceField
          path={at('insuranceType')}
          label={f('insuranceType')}
          choices={insuranceTypes}
          labels="insuranceTypes"
        />
        <FormTextField path={at('insuranceCompanyName')} label={f('insuranceCompanyName')} />
        <FormTextField path={at('policyNumber')} label={f('thirdPartyPolicyNumber')} ltr maxLength={40} />
        <FormTextField path={at('shamai')} label={f('shamai')} />
        <FormTextField path={at('vehicleOwnerName')} label={f('vehicleOwnerName')} />
        <FormTextField
          path={at('vehicleOwnerIdNumber')}
          label={f('vehicleOwnerIdNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <FormTextField path={at('ownerName')} label={f('ownerName')} />
        <FormTextField path={at('ownerAddress')} label={f('ownerAddress')} maxLength={300} />
        <FormTextField path={at('ownerPhone')} label={f('ownerPhone')} ltr inputMode="tel" maxLength={30} />
        <FormTextField path={at('driverName')} label={f('thirdPartyDriverName')} />
        <FormTextField
          path={at('driverIdNumber')}
          label={f('thirdPartyDriverIdNumber')}
          ltr
          inputMode="numeric"
          maxLength={9}
        />
        <FormTextField path={at('driverPhone')} label={f('driverPhone')} ltr inputMode="tel" maxLength={30} />
        <FormTextField
          path={at('damageDescriptionOnThirdPartyVehicle')}
          label={f('damageDescriptionOnThirdPartyVehicle')}
          multiline
          maxLength={4000}
        />
      </FormGrid>
    </FormSection>
  );
}

/** The declaration and how the insured wants to be reached. */
function DeclarationSection() {
  const { t } = useTranslation();
  const f = useLabel();
  const at = (field: string) => `declaration.${field}`;
  return (
    <FormSection title={t('damage-report.sections.declaration')} testId="dr-section-declaration">
      <Alert severity="info" icon={false} sx={{ marginBlockEnd: 2 }}>
        {t('damage-report.declarationText')}
      </Alert>
      <FormGrid>
        <FormTextField path={at('insuredSignature')} label={f('insuredSignature')} />
        <FormTextField path={at('formFilledBy')} label={f('formFilledBy')} />
        <FormTextField path={at('formSignedBy')} label={f('formSignedBy')} />
        <FormDateField path={at('formFillingDate')} label={f('formFillingDate')} />
        <FormYesNoField path={at('handleThirdPartyClaim')} label={f('handleThirdPartyClaim')} />
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
              <FormCheckField path={at('communicationPreference.email')} label={f('byEmail')} />
              <FormCheckField path={at('communicationPreference.mobilePhone')} label={f('byMobilePhone')} />
              <FormCheckField path={at('communicationPreference.postalMail')} label={f('byPostalMail')} />
            </FormGroup>
          </Box>
        </WideCell>
      </FormGrid>
    </FormSection>
  );
}
