import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { BusinessDocument, DocFieldUpdates } from '@tg/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isolate, pickingLines } from '../task-display';

type Picking = NonNullable<DocFieldUpdates['productsPicking']>[number];

export interface PickingPanelProps {
  doc: BusinessDocument;
  readOnly: boolean;
  isPending: boolean;
  /** Sends the changed lines; `done` runs once the server took them or they wait to be sent. */
  onSave: (picking: Picking[], done: () => void) => void;
}

const maxCount = 100_000;

/**
 * The storekeeper's picking of the card's product lines: a picked box and a scanned count (− / +
 * or typed) a line; the changed lines are saved together as productsPicking. The summary reads
 * "picked 2 of 3 lines".
 */
export function PickingPanel({ doc, readOnly, isPending, onSave }: PickingPanelProps) {
  const { t } = useTranslation();
  const lines = pickingLines(doc);
  const [draft, setDraft] = useState<Record<number, Omit<Picking, 'line'>>>({});
  if (lines.length === 0) return null;

  const shown = lines.map((line) => ({ ...line, ...draft[line.line] }));
  const picked = shown.filter((line) => line.isPicked).length;
  const changed = shown
    .filter((line) => draft[line.line] !== undefined)
    .filter((line) => {
      const saved = lines[line.line];
      return saved && (saved.isPicked !== line.isPicked || saved.scannedCount !== line.scannedCount);
    })
    .map(({ line, isPicked, scannedCount }) => ({ line, isPicked, scannedCount }));

  const set = (line: number, values: Partial<Omit<Picking, 'line'>>) => {
    const current = shown[line];
    if (!current) return;
    setDraft((before) => ({
      ...before,
      [line]: {
        isPicked: values.isPicked ?? current.isPicked,
        scannedCount: Math.min(maxCount, Math.max(0, values.scannedCount ?? current.scannedCount)),
      },
    }));
  };

  return (
    <Box
      component="section"
      aria-label={t('document-tasks.picking.title')}
      data-testid="task-picking"
      sx={{ borderBlockStart: 1, borderColor: 'divider', paddingBlockStart: 1 }}
    >
      <Typography variant="subtitle2" data-testid="task-picking-summary" sx={{ marginBlockEnd: 0.5 }}>
        {t('document-tasks.picking.summary', { picked, total: lines.length })}
      </Typography>
      <Stack spacing={1}>
        {shown.map((line) => (
          <Box
            key={line.line}
            data-testid="task-picking-line"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
              alignItems: 'center',
              gap: 0.5,
            }}
          >
            <FormControlLabel
              sx={{ marginInlineStart: 0, minBlockSize: 48 }}
              control={
                <Checkbox
                  checked={line.isPicked}
                  disabled={readOnly || isPending}
                  onChange={(event) => set(line.line, { isPicked: event.target.checked })}
                  slotProps={{ input: { 'data-testid': 'task-picking-picked' } as object }}
                  sx={{ inlineSize: 48, blockSize: 48 }}
                />
              }
              label={t('document-tasks.card.item', { name: isolate(line.name), quantity: line.quantity })}
              slotProps={{
                typography: line.isPicked ? { sx: { color: 'success.dark', fontWeight: 600 } } : {},
              }}
            />
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', justifySelf: { xs: 'start', sm: 'end' } }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ marginInlineEnd: 0.5 }}>
                {t('document-tasks.picking.scanned')}
              </Typography>
              {!readOnly && (
                <IconButton
                  onClick={() => set(line.line, { scannedCount: line.scannedCount - 1 })}
                  disabled={isPending || line.scannedCount <= 0}
                  aria-label={t('document-tasks.picking.less', { name: line.name })}
                  data-testid="task-picking-less"
                  sx={{ inlineSize: 48, blockSize: 48 }}
                >
                  <RemoveIcon />
                </IconButton>
              )}
              <TextField
                type="number"
                size="small"
                value={line.scannedCount}
                disabled={readOnly || isPending}
                onChange={(event) => {
                  const value = Number.parseInt(event.target.value, 10);
                  set(line.line, { scannedCount: Number.isFinite(value) ? value : 0 });
                }}
                slotProps={{
                  htmlInput: {
                    min: 0,
                    max: maxCount,
                    inputMode: 'numeric',
                    dir: 'ltr',
                    'aria-label': t('document-tasks.picking.scannedFor', { name: line.name }),
                    'data-testid': 'task-picking-count',
                    style: { textAlign: 'center' },
                  },
                }}
                sx={{ inlineSize: 84, '& input': { minBlockSize: 31 } }}
              />
              {!readOnly && (
                <IconButton
                  onClick={() => set(line.line, { scannedCount: line.scannedCount + 1 })}
                  disabled={isPending}
                  aria-label={t('document-tasks.picking.more', { name: line.name })}
                  data-testid="task-picking-more"
                  sx={{ inlineSize: 48, blockSize: 48 }}
                >
                  <AddIcon />
                </IconButton>
              )}
            </Stack>
          </Box>
        ))}
      </Stack>
      {!readOnly && changed.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ marginBlockStart: 1 }}>
          <Button
            variant="contained"
            onClick={() => onSave(changed, () => setDraft({}))}
            disabled={isPending}
            sx={{ minBlockSize: 48, flexGrow: 1 }}
            data-testid="task-picking-save"
          >
            {t('document-tasks.picking.save', { number: changed.length })}
          </Button>
          <Button
            onClick={() => setDraft({})}
            disabled={isPending}
            sx={{ minBlockSize: 48 }}
            data-testid="task-picking-undo"
          >
            {t('document-tasks.picking.undo')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
