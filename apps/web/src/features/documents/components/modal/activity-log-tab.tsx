import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ActivityLogEntry } from '@tg/domain';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { logFieldsText, logValueText } from '../../document-display';
import { useDocumentModal } from './document-modal-context';

dayjs.extend(customParseFormat);

const columns = ['date', 'hour', 'user', 'action', 'fields', 'oldValue', 'newValue', 'comments'] as const;
const knownActions = ['create', 'update', 'transfer', 'close', 'share', 'takeStock'];

function entryTime(entry: ActivityLogEntry): number {
  const moment = dayjs(`${entry.date} ${entry.hour}`, 'DD/MM/YYYY HH:mm');
  return moment.isValid() ? moment.valueOf() : 0;
}

/** Newest first (spec 2 §2); entries of the same minute keep the server's order. */
export function newestFirst(entries: readonly ActivityLogEntry[]): ActivityLogEntry[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => entryTime(b.entry) - entryTime(a.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

/**
 * What happened to the document (spec 2 §2 Activity-log table): date, time, user, action, fields,
 * old value, new value and notes, newest first, values written as a person reads them.
 */
export function ActivityLogTab() {
  const { t } = useTranslation();
  const { document, mode } = useDocumentModal();
  const entries = mode === 'create' || mode === 'transfer' ? [] : newestFirst(document?.activityLog ?? []);
  if (entries.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="doc-log-empty">
        {t('documents.log.empty')}
      </Typography>
    );
  }
  const actionText = (action: string) =>
    knownActions.includes(action) ? t(`documents.log.actions.${action}`) : action;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('documents.log.label')} sx={{ minWidth: 900 }} data-testid="doc-log">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {t(`documents.log.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: log entries have no id and never move
            <TableRow key={index} data-testid="doc-log-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <bdi dir="ltr">{entry.date}</bdi>
              </TableCell>
              <TableCell>
                <bdi dir="ltr">{entry.hour}</bdi>
              </TableCell>
              <TableCell>{entry.user || t('documents.unknownUser')}</TableCell>
              <TableCell>{actionText(entry.action)}</TableCell>
              <TableCell>{logFieldsText(t, entry.field)}</TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                {logValueText(t, entry.oldValue)}
              </TableCell>
              <TableCell sx={{ maxWidth: 260, overflowWrap: 'anywhere' }}>
                {logValueText(t, entry.newValue)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{entry.comments}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
