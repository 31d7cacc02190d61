import { Stack, Typography } from '@mui/material';
import { formatDisplayDate } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../shared/components/detail-list';
import type { ApprovalView } from '../approval-view';

/** An insurance case's damage report and, for a call, the incident as reported (spec 1 §3). */
export function IncidentTab({ view }: { view: ApprovalView }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('approval.yes') : t('approval.no'));
  const report = view.damageReport;
  const incident = view.incident;
  return (
    <Stack spacing={2}>
      {report ? (
        <Stack spacing={2}>
          <DetailList
            title={t('approval.incident.accidentTitle')}
            items={[
              {
                label: t('approval.incident.accidentDate'),
                value: formatDisplayDate(report.accidentDetails.accidentDate),
                ltr: true,
              },
              {
                label: t('approval.incident.accidentTime'),
                value: report.accidentDetails.accidentTime,
                ltr: true,
              },
              {
                label: t('approval.incident.accidentLocation'),
                value: report.accidentDetails.accidentLocation,
              },
              {
                label: t('approval.incident.policeInvolved'),
                value: yesNo(report.accidentDetails.policeInvolved),
              },
              {
                label: t('approval.incident.towTruckInvolved'),
                value: yesNo(report.accidentDetails.towTruckInvolved),
              },
              {
                label: t('approval.incident.fireDepartmentInvolved'),
                value: yesNo(report.accidentDetails.fireDepartmentInvolved),
              },
              {
                label: t('approval.incident.description'),
                value: report.accidentDetails.detailedAccidentDescription,
              },
            ]}
          />
          <DetailList
            title={t('approval.incident.insuredTitle')}
            items={[
              {
                label: t('approval.incident.policyNumber'),
                value: report.policyDetails.policyNumber,
                ltr: true,
              },
              { label: t('approval.incident.insuredName'), value: report.insuredPerson.name },
              { label: t('approval.incident.insuredId'), value: report.insuredPerson.idNumber, ltr: true },
              { label: t('approval.incident.insuredAddress'), value: report.insuredPerson.address },
            ]}
          />
        </Stack>
      ) : null}
      {incident ? (
        <DetailList
          title={t('approval.incident.incidentTitle')}
          items={[
            { label: t('approval.incident.date'), value: formatDisplayDate(incident.date), ltr: true },
            { label: t('approval.incident.time'), value: incident.time, ltr: true },
            { label: t('approval.incident.address'), value: incident.address },
            { label: t('approval.incident.city'), value: incident.city },
            {
              label: t('approval.incident.damageType'),
              value: incident.damageType
                ? incident.damageType === 'other' && incident.damageTypeOther
                  ? `${t('approval.incident.damageTypes.other')}: ${incident.damageTypeOther}`
                  : t(`approval.incident.damageTypes.${incident.damageType}`)
                : '',
            },
            { label: t('approval.incident.description'), value: incident.description },
            {
              label: t('approval.incident.thirdParty'),
              value: yesNo(incident.isThirdPartyInvolved === 'yes'),
            },
            ...(incident.isThirdPartyInvolved === 'yes'
              ? [
                  { label: t('approval.incident.thirdPartyName'), value: incident.thirdPartyName },
                  {
                    label: t('approval.incident.thirdPartyPhone'),
                    value: incident.thirdPartyPhone,
                    ltr: true,
                  },
                ]
              : []),
            {
              label: t('approval.incident.reportedToPolice'),
              value: yesNo(incident.isReportedToPolice === 'yes'),
            },
            ...(incident.isReportedToPolice === 'yes'
              ? [
                  {
                    label: t('approval.incident.policeReportNumber'),
                    value: incident.policeReportNumber,
                    ltr: true,
                  },
                ]
              : []),
          ]}
        />
      ) : null}
      {!report && !incident ? (
        <Typography color="text.secondary">{t('approval.incident.none')}</Typography>
      ) : null}
    </Stack>
  );
}
