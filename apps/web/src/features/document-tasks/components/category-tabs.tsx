import { Tab, Tabs } from '@mui/material';
import { type DocCategory, documentCategories } from '@tg/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type CategoryChoice = DocCategory | 'all';
const choices: readonly CategoryChoice[] = ['all', ...documentCategories];

/** All documents, or one category: price quotes, work cards, shipping certificates. */
export function CategoryTabs({
  value,
  onChange,
  label,
  testId,
}: {
  value: CategoryChoice;
  onChange: (value: CategoryChoice) => void;
  /** Translated name of the tab list, for assistive technology. */
  label: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, next: CategoryChoice) => onChange(next)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={label}
      data-testid={testId}
      sx={{ marginBlockEnd: 1 }}
    >
      {choices.map((choice) => (
        <Tab key={choice} value={choice} label={t(`document-tasks.categories.${choice}`)} />
      ))}
    </Tabs>
  );
}

/**
 * The category chosen and the page shown of a list with category tabs: choosing another category
 * goes back to its first page.
 */
export function useCategoryPages() {
  const [choice, setChoice] = useState<CategoryChoice>('all');
  const [page, setPage] = useState(1);
  const choose = useCallback((next: CategoryChoice) => {
    setChoice(next);
    setPage(1);
  }, []);
  return { choice, choose, page, setPage };
}

export function categoryOf(choice: CategoryChoice): DocCategory | undefined {
  return choice === 'all' ? undefined : choice;
}

/** A document's category as people call it: price quote, work card, shipping certificate. */
export function CategoryName({ category }: { category: DocCategory }) {
  const { t } = useTranslation();
  return <>{t(`document-tasks.category.${category}`)}</>;
}
