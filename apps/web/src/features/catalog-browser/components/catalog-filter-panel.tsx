import { searchMinLength } from '@tg/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { autocompleteSuggester } from '../../../ui/autocomplete-suggester';
import { PlainSelectField, PlainTextField } from '../../../ui/plain-field';
import { PlainIcon } from '../../../ui/plain-icons';
import { useCompletions } from '../../../ui/use-suggestions';
import { useCatalogOptions } from '../api/use-catalog-browser';
import { type CatalogFilterName, type CatalogFilters, catalogFilterNames } from '../catalog-filters';

export interface CatalogFilterPanelProps {
  category: string;
  /** What the fields show. */
  draft: CatalogFilters;
  /** What is searched: the manufacturer → model → year choices cascade from it. */
  applied: CatalogFilters;
  onChange: (name: CatalogFilterName, value: string) => void;
  onClear: () => void;
}

/**
 * The category page's filters: the machine's numbers, manufacturer and model (typed, with the
 * category's own names offered and completions from three characters), the year of that model,
 * and a name or catalogue-number search. On phones the panel folds under a button that counts the
 * filters in use. Phone or wider is a matter of CSS breakpoints, not of measuring the screen, so the
 * server's HTML is already right at every width (ADR 0032): the button is there only below 600 px,
 * and there the fields show once it is pressed.
 *
 * Plain elements (ADR 0034; styles/catalog.css): the completions are the browser's own list under
 * the field (a datalist), so a category page loads no component library.
 */
export function CatalogFilterPanel({ category, draft, applied, onChange, onClear }: CatalogFilterPanelProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const panelId = useId();

  const machines = useCatalogOptions({ category });
  const models = useCatalogOptions(
    { category, machine: applied.machine },
    { enabled: Boolean(applied.machine) },
  );
  const years = useCatalogOptions(
    { category, machine: applied.machine, model: applied.model },
    { enabled: Boolean(applied.machine && applied.model) },
  );
  const suggestManufacturer = useMemo(
    () => autocompleteSuggester({ module: 'catalog', field: 'manufacturer', category }),
    [category],
  );
  const suggestModel = useMemo(
    () => autocompleteSuggester({ module: 'catalog', field: 'model', category }),
    [category],
  );
  const manufacturers = useCompletions(suggestManufacturer, machines.data?.machines ?? [], draft.machine);
  const modelChoices = useCompletions(
    suggestModel,
    applied.machine ? (models.data?.models ?? []) : [],
    draft.model,
  );

  const yearChoices = applied.machine && applied.model ? (years.data?.years ?? []) : [];
  // A year from the address stays listed even before (or without) the model's years.
  const listedYears =
    draft.year && !yearChoices.includes(draft.year) ? [draft.year, ...yearChoices] : yearChoices;
  const inUse = catalogFilterNames.filter((name) => draft[name].trim()).length;
  const label = (name: string) => t(`catalog-browser.filters.${name}`);
  const text = (name: 'chassisNumber' | 'vehicleNumber' | 'searchQuery', hint?: string) => (
    <PlainTextField
      label={label(name)}
      value={draft[name]}
      onChange={(value) => onChange(name, value)}
      autoComplete="off"
      hint={hint}
      dir={name === 'searchQuery' ? undefined : 'ltr'}
      data-testid={`catalog-filter-${name}`}
    />
  );

  return (
    <section className="sf-card sf-filters" aria-label={label('title')}>
      <span className="sf-filters__toggle">
        <button
          type="button"
          className="sf-button"
          onClick={() => setExpanded((current) => !current)}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          data-testid="catalog-filters-toggle"
        >
          <PlainIcon name="filterList" />
          {label(isExpanded ? 'hide' : 'show')}
        </button>
        {inUse > 0 ? <span className="sf-filters__badge">{inUse}</span> : null}
      </span>
      <div
        id={panelId}
        className={isExpanded ? 'sf-filters__fields sf-filters__fields--open' : 'sf-filters__fields'}
        data-testid="catalog-filters-fields"
      >
        {text('chassisNumber')}
        {text('vehicleNumber')}
        <PlainTextField
          label={label('manufacturer')}
          value={draft.machine}
          onChange={(value) => onChange('machine', value)}
          autoComplete="off"
          suggestions={manufacturers.options}
          data-testid="catalog-filter-machine"
        />
        <PlainTextField
          label={label('model')}
          value={draft.model}
          onChange={(value) => onChange('model', value)}
          autoComplete="off"
          suggestions={modelChoices.options}
          data-testid="catalog-filter-model"
        />
        <PlainSelectField
          label={label('year')}
          value={draft.year}
          disabled={listedYears.length === 0}
          onChange={(value) => onChange('year', value)}
          data-testid="catalog-filter-year"
        >
          <option value="">{label('anyYear')}</option>
          {listedYears.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </PlainSelectField>
        {text('searchQuery', t('catalog-browser.filters.searchHint', { min: searchMinLength }))}
        <div className="sf-filters__actions">
          <button
            type="button"
            className="sf-button sf-button--small"
            onClick={onClear}
            disabled={inUse === 0}
            data-testid="catalog-filter-clear"
          >
            {label('clear')}
          </button>
        </div>
      </div>
    </section>
  );
}
