import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Container, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export const faqKeys = ['fit', 'time', 'field', 'insurance', 'subscription', 'areas'] as const;

/**
 * One question: a button that shows or hides its answer. A plain disclosure rather than MUI's
 * Accordion, whose transitions are a sizeable part of the home page's first load (ADR 0031); the
 * answer is in the page from the start, hidden until asked.
 */
function Question({ faqKey, open, onToggle }: { faqKey: string; open: boolean; onToggle(): void }) {
  const { t } = useTranslation();
  const answerId = useId();
  return (
    <Box
      data-testid={`faq-${faqKey}`}
      sx={{
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '& + &': { borderBlockStart: 0 },
      }}
    >
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={onToggle}
        sx={{
          all: 'unset',
          boxSizing: 'border-box',
          inlineSize: '100%',
          minBlockSize: 48,
          px: 2,
          py: 1.5,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          cursor: 'pointer',
          font: 'inherit',
          fontWeight: 600,
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Box component="span" sx={{ flexGrow: 1 }}>
          {t(`storefront.faq.items.${faqKey}.question`)}
        </Box>
        <ExpandMoreIcon
          aria-hidden
          sx={{
            color: 'text.secondary',
            transition: 'transform 150ms',
            transform: open ? 'rotate(180deg)' : 'none',
          }}
        />
      </Box>
      <Box id={answerId} role="region" hidden={!open} sx={{ px: 2, pb: 2 }}>
        <Typography color="text.secondary">{t(`storefront.faq.items.${faqKey}.answer`)}</Typography>
      </Box>
    </Box>
  );
}

/** Six questions visitors ask before they call, each opened on its own. */
export function Faq() {
  const { t } = useTranslation();
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpenKeys((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <Container component="section" aria-labelledby="home-faq" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography id="home-faq" component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
        {t('storefront.faq.title')}
      </Typography>
      {faqKeys.map((key) => (
        <Question key={key} faqKey={key} open={openKeys.has(key)} onToggle={() => toggle(key)} />
      ))}
    </Container>
  );
}
