import EditRoadIcon from '@mui/icons-material/EditRoad';
import { Avatar, Box, IconButton, Paper, Typography } from '@mui/material';
import type { InstallerRoute } from '@tg/domain';
import { useTranslation } from 'react-i18next';
import { doneCount } from '../route-display';
import { DayProgress } from './progress-figure';

const columns = [
  { key: 'yesterdayWorkCards', label: 'yesterday' },
  { key: 'todayWorkCards', label: 'day' },
  { key: 'tomorrowWorkCards', label: 'tomorrow' },
] as const;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
}

/** One installer: name and picture, and done/total for the day before, the day and the day after. */
export function InstallerCard({
  route,
  days,
  onOpen,
}: {
  route: InstallerRoute;
  /** The three days as dd/MM/yyyy, shown under their titles. */
  days: { yesterday: string; today: string; tomorrow: string };
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { _id, userInformation } = route.installerDetails;
  const dates = { yesterday: days.yesterday, day: days.today, tomorrow: days.tomorrow };
  return (
    <Paper
      variant="outlined"
      onDoubleClick={onOpen}
      data-testid={`installer-${_id}`}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, cursor: 'pointer' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Avatar src={userInformation.avatar || undefined} alt="">
          {initials(userInformation.name)}
        </Avatar>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1 }}>
          {userInformation.name}
        </Typography>
        <IconButton
          onClick={onOpen}
          aria-label={t('installer-routes.edit', { name: userInformation.name })}
          sx={{ inlineSize: 48, blockSize: 48 }}
          data-testid="installer-edit"
        >
          <EditRoadIcon />
        </IconButton>
      </Box>
      {columns.map(({ key, label }) => {
        const cards = route[key];
        const done = doneCount(cards);
        const title = t(`installer-routes.days.${label}`);
        return (
          <DayProgress
            key={key}
            title={
              <>
                {title} · <bdi dir="ltr">{dates[label]}</bdi>
              </>
            }
            done={done}
            total={cards.length}
            label={t('installer-routes.dayProgressLabel', { day: title, done, total: cards.length })}
            emptyText={t('installer-routes.noCards')}
            testId={`progress-${label}`}
          />
        );
      })}
    </Paper>
  );
}
