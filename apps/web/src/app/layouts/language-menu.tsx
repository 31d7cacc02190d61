import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { type LanguageCode, languages } from '../i18n';

/** The language switcher's list: each language named in its own language, the current one ticked. */
export function LanguageMenu({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: LanguageCode;
  onChoose(language: LanguageCode): void;
  onClose(): void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {languages.map((candidate) => (
        <MenuItem
          key={candidate.code}
          lang={candidate.code}
          selected={candidate.code === current}
          onClick={() => onChoose(candidate.code)}
          data-testid={`language-${candidate.code}`}
        >
          <ListItemIcon>{candidate.code === current && <CheckIcon fontSize="small" />}</ListItemIcon>
          <ListItemText>{candidate.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
