import { describe, expect, it } from 'vitest';
import { newsArticleInputSchema, newsParagraphs, slugify } from './news.schema';

describe('news articles', () => {
  it('makes an address from a title in any script', () => {
    expect(slugify('New Windscreen Stock!')).toBe('new-windscreen-stock');
    expect(slugify('מלאי חדש: שמשות לטרקטורים')).toBe('מלאי-חדש-שמשות-לטרקטורים');
    expect(slugify('?!')).toBe('article');
  });

  it('splits the body into paragraphs at blank lines', () => {
    expect(newsParagraphs('first\n\n\nsecond\r\n\r\nthird line\nsame paragraph')).toEqual([
      'first',
      'second',
      'third line\nsame paragraph',
    ]);
  });

  it('answers field messages for a bad article', () => {
    const result = newsArticleInputSchema.safeParse({
      title: ' ',
      body: '',
      slug: 'a b/c',
      language: 'fr',
      publishAt: '31/02/2026',
    });
    expect(result.success).toBe(false);
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(fields).toEqual({
      title: 'validation.required',
      body: 'validation.required',
      slug: 'validation.invalidValue',
      language: 'validation.required',
      publishAt: 'validation.invalidDate',
    });
  });
});
