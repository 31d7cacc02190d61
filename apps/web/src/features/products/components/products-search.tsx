import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RestoredFilterNotice } from '../../../ui/restored-filter-notice';
import { useProductOptions } from '../api/use-products';
import type { ProductChoice, ProductSearchParams } from './use-product-search-params';

type Texts = { q: string; vin: string; tractor: string };

/**
 * Spec 3 §2.1: a general search, VIN and tractor-number searches (Enter or the search button
 * starts them) and machine → model → year choices from the category's own products, applied at once.
 */
export function ProductsSearch({ category, params }: { category: string; params: ProductSearchParams }) {
  const { t } = useTranslation();
  const { search } = params;
  const [texts, setTexts] = useState<Texts>({ q: search.q, vin: search.vin, tractor: search.tractor });
  // The address changed elsewhere (reset, back button): the fields show what is applied.
  useEffect(
    () => setTexts({ q: search.q, vin: search.vin, tractor: search.tractor }),
    [search.q, search.vin, search.tractor],
  );
  const options = useProductOptions(category);
  const machines = options.data?.machines ?? [];
  const models =
    machines.find((entry) => entry.machine === search.machine)?.models.map((model) => model.value) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    params.applyTexts(texts);
  };

  const text = (name: keyof Texts, width: number, isLeftToRight = false) => (
    <TextField
      size="small"
      fullWidth={false}
      label={t(`products.search.${name}`)}
      value={texts[name]}
      onChange={(event) => setTexts((current) => ({ ...current, [name]: event.target.value }))}
      sx={{ width: { xs: '100%', sm: width } }}
      slotProps={{
        htmlInput: {
          dir: isLeftToRight ? 'ltr' : undefined,
          enterKeyHint: 'search',
          autoComplete: 'off',
          'data-testid': `products-search-${name}`,
        },
      }}
    />
  );

  const select = (name: ProductChoice, choices: readonly string[], isEnabled: boolean) => {
    const value = search[name];
    // The current choice stays listed even when the server no longer offers it.
    const listed = value && !choices.includes(value) ? [value, ...choices] : choices;
    return (
      <TextField
        select
        size="small"
        fullWidth={false}
        label={t(`products.search.${name}`)}
        value={value}
        disabled={!isEnabled}
        onChange={(event) => params.choose(name, event.target.value)}
        sx={{
          width: { xs: '100%', sm: 'auto' },
          minWidth: { sm: name === 'year' ? 100 : 130 },
          maxWidth: { sm: 200 },
        }}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': `products-filter-${name}` },
        }}
      >
        <option value="">{t(`products.search.all.${name}`)}</option>
        {listed.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </TextField>
    );
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', width: '100%' }}
    >
      {text('q', 220)}
      {text('vin', 180, true)}
      {text('tractor', 150, true)}
      {select(
        'machine',
        machines.map((entry) => entry.machine),
        true,
      )}
      {select('model', models, Boolean(search.machine))}
      {select('year', options.data?.years ?? [], true)}
      <Button
        type="submit"
        variant="outlined"
        startIcon={<SearchIcon />}
        data-testid="products-search-submit"
      >
        {t('products.search.submit')}
      </Button>
      <RestoredFilterNotice isRestored={params.isRestored} />
    </Box>
  );
}
