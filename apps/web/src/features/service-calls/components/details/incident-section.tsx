import { Stack, Typography } from '@mui/material';
import type { ServiceCall } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DetailList, DetailSection } from '../../../insurance/shared/components/detail-list';
import { displayDate } from '../../service-call-display';

type DamageReport = NonNullable<ServiceCall['damageReport']>;
type Incident = NonNullable<ServiceCall['incident']>;

/** An insurance case: the damage report typed in the wizard and the incident's own fields. */
export function IncidentSection({ call }: { call: ServiceCall }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('service-calls.details.sections.incident')} testId="service-call-incident">
      <Stack spacing={2}>
        {call.damageReport ? <DamageReportDetails report={call.damageReport} /> : null}
        {call.incident ? <IncidentDetails incident={call.incident} /> : null}
        {!call.damageReport && !call.incident ? (
          <Typography variant="body2" color="text.secondary">
            {t('service-calls.details.noIncident')}
          </Typography>
        ) : null}
      </Stack>
    </DetailSection>
  );
}

function DamageReportDetails({ report }: { report: DamageReport }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`service-calls.details.damage.${key}`);
  const yesNo = (value: boolean) => (value ? t('service-calls.yes') : t('service-calls.no'));
  const accident = report.accidentDetails;
  return (
    <DetailList
      items={[
        { label: f('policyNumber'), value: report.policyDetails.policyNumber, ltr: true },
        { label: f('insuredName'), value: report.insuredPerson.name },
        { label: f('insuredIdNumber'), value: report.insuredPerson.idNumber, ltr: true },
        { label: f('insuredAddress'), value: report.insuredPerson.address },
        { label: f('accidentDate'), value: displayDate(accident.accidentDate), ltr: true },
        { label: f('accidentTime'), value: accident.accidentTime, ltr: true },
        { label: f('accidentLocation'), value: accident.accidentLocation },
        { label: f('police'), value: yesNo(accident.policeInvolved) },
        { label: f('towTruck'), value: yesNo(accident.towTruckInvolved) },
        { label: f('fireDepartment'), value: yesNo(accident.fireDepartmentInvolved) },
        { label: f('description'), value: accident.detailedAccidentDescription },
      ]}
    />
  );
}

function IncidentDetails({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const f = (key: string) => t(`service-calls.details.incident.${key}`);
  const yesNo = (value: 'yes' | 'no') => (value === 'yes' ? t('service-calls.yes') : t('service-calls.no'));
  const damageType =
    incident.damageType === 'other'
      ? incident.damageTypeOther || t('service-calls.damageTypes.other')
      : incident.damageType
        ? t(`service-calls.damageTypes.${incident.damageType}`)
        : '';
  const hasThirdParty = incident.isThirdPartyInvolved === 'yes';
  const isReported = incident.isReportedToPolice === 'yes';
  return (
    <>
      <Typography component="h4" variant="subtitle2">
        {t('service-calls.details.incident.title')}
      </Typography>
      <DetailList
        items={[
          { label: f('date'), value: displayDate(incident.date), ltr: true },
          { label: f('time'), value: incident.time, ltr: true },
          { label: f('address'), value: incident.address },
          { label: f('city'), value: incident.city },
          { label: f('damageType'), value: damageType },
          { label: f('description'), value: incident.description },
          { label: f('thirdParty'), value: yesNo(incident.isThirdPartyInvolved) },
          ...(hasThirdParty
            ? [
                { label: f('thirdPartyName'), value: incident.thirdPartyName },
                { label: f('thirdPartyPhone'), value: incident.thirdPartyPhone, ltr: true },
              ]
            : []),
          { label: f('reportedToPolice'), value: yesNo(incident.isReportedToPolice) },
          ...(isReported
            ? [{ label: f('policeReportNumber'), value: incident.policeReportNumber, ltr: true }]
            : []),
        ]}
      />
    </>
  );
}
