import { pageSizes as defaultPageSizes } from '@tg/domain';

import { useTranslation } from 'react-i18next';
import type { PaginationProps } from './pagination';
import { responsiveItems } from './pagination-range';
import { PlainSelectField } from './plain-field';
import { PlainIcon } from './plain-icons';
import { useJumpToPage, usePager } from './use-pager';

/**
 * The pager of `ui/pagination.tsx` in plain elements (ADR 0034), for the storefront's pages that
 * load no MUI: page-size choice, "displayed N of total", previous/next, numbered pages with
 * ellipses (first, neighbours of the current, last; only the current on phones, by CSS) and a
 * jump-to-page field. Drawn by storefront/styles/pager.css; wraps onto several lines on phones.
 */
export function PlainPagination({
  page,
  pageSize,
  total,
  totalPages,
  displayedCount,
  onPageChange,
  onPageSizeChange,
  pageSizes = defaultPageSizes,
  disabled = false,
}: PaginationProps) {
  const { t } = useTranslation();
  const { pageCount, go } = usePager({ page, pageSize, total, totalPages, onPageChange });
  const items = responsiveItems(page, pageCount);

  return (
    <nav className="sf-pager" aria-label={t('ui.pagination.label')}>
      <div className="sf-pager__summary">
        <PlainSelectField
          className="sf-pager__size"
          label={t('ui.pagination.pageSize')}
          value={String(pageSize)}
          disabled={disabled}
          onChange={(value) => onPageSizeChange(Number(value))}
          data-testid="pagination-page-size"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </PlainSelectField>
        <p className="sf-pager__displayed" aria-live="polite" data-testid="pagination-displayed">
          {t('ui.pagination.displayed', { shown: displayedCount, total })}
        </p>
      </div>

      <div className="sf-pager__pages">
        {/* One chevron drawn for left-to-right; the stylesheet turns it around on a right-to-left page. */}
        <button
          type="button"
          className="sf-button sf-button--icon sf-pager__arrow"
          onClick={() => go(page - 1)}
          disabled={disabled || page <= 1}
          aria-label={t('ui.pagination.previous')}
          title={t('ui.pagination.previous')}
          data-testid="pagination-previous"
        >
          <PlainIcon name="chevronLeft" className="sf-icon--mirrored" />
        </button>
        {items.map(({ item, className }) =>
          typeof item === 'number' ? (
            <button
              key={item}
              type="button"
              className={[
                'sf-button',
                'sf-pager__page',
                item === page ? 'sf-button--contained' : '',
                className ?? '',
              ]
                .filter(Boolean)
                .join(' ')}
              disabled={disabled && item !== page}
              aria-current={item === page ? 'page' : undefined}
              aria-label={t('ui.pagination.page', { page: item })}
              onClick={() => go(item)}
            >
              {item}
            </button>
          ) : (
            <span
              key={`${item}-${className ?? 'both'}`}
              className={className ? `sf-pager__ellipsis ${className}` : 'sf-pager__ellipsis'}
              aria-hidden="true"
            >
              …
            </span>
          ),
        )}
        <button
          type="button"
          className="sf-button sf-button--icon sf-pager__arrow"
          onClick={() => go(page + 1)}
          disabled={disabled || page >= pageCount}
          aria-label={t('ui.pagination.next')}
          title={t('ui.pagination.next')}
          data-testid="pagination-next"
        >
          <PlainIcon name="chevronRight" className="sf-icon--mirrored" />
        </button>
        {pageCount > 1 ? <JumpToPage pageCount={pageCount} onJump={go} disabled={disabled} /> : null}
      </div>
    </nav>
  );
}

function JumpToPage({
  pageCount,
  onJump,
  disabled,
}: {
  pageCount: number;
  onJump: (page: number) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { value, setValue, isValid, isWrong, submit } = useJumpToPage(pageCount, onJump);
  return (
    <form className="sf-pager__jump" onSubmit={submit}>
      {/* No label on the outline, as the MUI pager's: the placeholder shows, the aria-label names it. */}
      <div
        className={
          isWrong ? 'sf-field sf-pager__jump-field sf-field--error' : 'sf-field sf-pager__jump-field'
        }
      >
        <input
          className="sf-field__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          disabled={disabled}
          inputMode="numeric"
          placeholder={t('ui.pagination.jumpPlaceholder', { pages: pageCount })}
          aria-label={t('ui.pagination.jumpTo', { pages: pageCount })}
          aria-invalid={isWrong || undefined}
          data-testid="pagination-jump"
        />
      </div>
      <button
        type="submit"
        className="sf-button sf-button--outlined sf-pager__go"
        disabled={disabled || !isValid}
      >
        {t('ui.pagination.go')}
      </button>
    </form>
  );
}
