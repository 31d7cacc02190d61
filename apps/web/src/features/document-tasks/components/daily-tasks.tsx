import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { Alert, Box, Button, Chip, LinearProgress, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { addDays, type IsoDate, todayIso } from '@tg/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/auth-context';
import { useLanguage } from '../../../app/use-language';
import { useDailyTasks } from '../api/use-document-tasks';
import { useTaskOutbox } from '../api/use-task-outbox';
import { dayParam } from '../task-display';
import { OutboxBanner } from './outbox-banner';
import { TaskCard } from './task-card';

/**
 * The storekeeper's and installer's main page: the open work cards assigned to them for a day
 * (today first), a card each, with the day before and after a tap away. Phone first: one column.
 */
export function DailyTasks() {
  const { t } = useTranslation();
  const { direction } = useLanguage();
  const titleId = useId();
  const today = todayIso();
  const [day, setDay] = useState<IsoDate>(today);
  const shown = dayParam(day);
  const tasks = useDailyTasks(shown);
  const data = tasks.data;
  const isToday = day === today;
  // A day still to come is for reading; the day before stays open for late updates.
  const isAhead = day > today;
  const { items: waiting } = useTaskOutbox();
  // Arrows point the way the days run in the reading direction.
  const [back, forward] =
    direction === 'rtl'
      ? [<ChevronRightIcon key="b" />, <ChevronLeftIcon key="f" />]
      : [<ChevronLeftIcon key="b" />, <ChevronRightIcon key="f" />];

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="daily-tasks" sx={{ maxInlineSize: 1100 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, marginBlockEnd: 1.5 }}
      >
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {t('document-tasks.daily.title')}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600 }} data-testid="daily-tasks-day">
          <bdi dir="ltr">{shown}</bdi>
        </Typography>
        {isToday && <Chip size="small" color="primary" label={t('document-tasks.daily.todayBadge')} />}
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="daily-tasks-count">
            {t('document-tasks.daily.count', { count: data.totalDocs })}
          </Typography>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 1,
          maxInlineSize: 480,
          marginBlockEnd: 2,
        }}
      >
        <Button
          variant="outlined"
          startIcon={back}
          onClick={() => setDay((current) => addDays(current, -1))}
          sx={{ minBlockSize: 48 }}
          data-testid="daily-tasks-previous"
        >
          {t('document-tasks.daily.previous')}
        </Button>
        <Button
          variant={isToday ? 'contained' : 'outlined'}
          startIcon={<TodayIcon />}
          onClick={() => setDay(today)}
          sx={{ minBlockSize: 48 }}
          data-testid="daily-tasks-today"
        >
          {t('document-tasks.daily.today')}
        </Button>
        <Button
          variant="outlined"
          endIcon={forward}
          onClick={() => setDay((current) => addDays(current, 1))}
          sx={{ minBlockSize: 48 }}
          data-testid="daily-tasks-next"
        >
          {t('document-tasks.daily.next')}
        </Button>
      </Box>
      <OutboxBanner />
      {tasks.isFetching && data && <LinearProgress aria-busy="true" sx={{ marginBlockEnd: 1 }} />}
      {!data && tasks.fetchStatus === 'paused' ? (
        <Alert severity="info" data-testid="daily-tasks-offline">
          {t('document-tasks.daily.offline')}
        </Alert>
      ) : tasks.isError && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void tasks.refetch()}>
              {t('document-tasks.retry')}
            </Button>
          }
        >
          {t('document-tasks.daily.loadError')}
        </Alert>
      ) : !data ? (
        <Stack spacing={1.5} aria-busy="true">
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : data.docs.length === 0 ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, textAlign: 'center' }}
          data-testid="daily-tasks-empty"
        >
          <Typography color="text.secondary">
            {isToday
              ? t('document-tasks.daily.emptyToday')
              : t('document-tasks.daily.emptyDay', { day: shown })}
          </Typography>
        </Paper>
      ) : (
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {data.docs.map((doc) => (
            <TaskCard
              key={doc._id}
              doc={doc}
              readOnly={isAhead}
              pending={waiting.filter(
                (item) => item.update.category === doc.category && item.update.docId === doc.docId,
              )}
            />
          ))}
          {data.totalDocs > data.docs.length && (
            <Typography variant="body2" color="text.secondary">
              {t('document-tasks.daily.more', { shown: data.docs.length, total: data.totalDocs })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The stock area's main page shows the day's cards to those who carry them out. */
export function DailyTasksFigure() {
  const { userRole } = useAuth();
  return userRole === 'installer' || userRole === 'storekeeper' ? <DailyTasks /> : null;
}
