import { describe, expect, it } from 'vitest';
import { localizedPath, matchPublicPath } from './public-routes';

describe('storefront addresses', () => {
  it('keeps Hebrew at the root and the other languages under their prefix', () => {
    expect(localizedPath('/', 'he')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/en');
    expect(localizedPath('/about-us', 'ar')).toBe('/ar/about-us');
    expect(localizedPath('products/windows', 'he')).toBe('/products/windows');
  });

  it('reads the language and page of a public address, and nothing of any other', () => {
    expect(matchPublicPath('/')).toEqual({ language: 'he', path: '/' });
    expect(matchPublicPath('/en')).toEqual({ language: 'en', path: '/' });
    expect(matchPublicPath('/ru/')).toEqual({ language: 'ru', path: '/' });
    expect(matchPublicPath('/ar/about-us')).toEqual({ language: 'ar', path: '/about-us' });
    expect(matchPublicPath('/en/products/windows/abc')).toEqual({
      language: 'en',
      path: '/products/windows/abc',
    });
    expect(matchPublicPath('/news/first-article')).toEqual({ language: 'he', path: '/news/first-article' });
    expect(matchPublicPath('/he/about-us')).toBeNull();
    expect(matchPublicPath('/no-such-page')).toBeNull();
    expect(matchPublicPath('/en/products/a/b/c')).toBeNull();
    expect(matchPublicPath('/dashboard/worker/main')).toBeNull();
  });
});
