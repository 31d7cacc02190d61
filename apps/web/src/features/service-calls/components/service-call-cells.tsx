import { Box } from '@mui/material';
import type { CreatedBy, ServiceCall } from '@tg/domain';
import { useTranslation } from 'react-i18next';

/** Yes or no, for the insurance-case column. */
export function YesNoCell({ value }: { value: boolean }) {
  const { t } = useTranslation();
  return <>{value ? t('service-calls.yes') : t('service-calls.no')}</>;
}

/** Who opened the call and in which role ("Dana Levi · agent"; admin reads as manager). */
export function CreatedByCell({ createdBy }: { createdBy: CreatedBy }) {
  const { t } = useTranslation();
  const name = createdBy.name || t('service-calls.unknownCreator');
  return (
    <>
      <bdi>{name}</bdi> · {t(`common.roles.${createdBy.role}`)}
    </>
  );
}

/** Chassis and vehicle number, one above the other, left-to-right inside right-to-left text. */
export function MachineNumbersCell({ machine }: { machine: ServiceCall['machine'] }) {
  const numbers = [machine.vinNumber, machine.tractorNumber].filter(Boolean);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {numbers.map((number) => (
        <Box
          component="bdi"
          dir="ltr"
          key={number}
          // 'left' is mirrored by the right-to-left style cache, so numbers sit on the reading side.
          sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', textAlign: 'left' }}
        >
          {number}
        </Box>
      ))}
    </Box>
  );
}
