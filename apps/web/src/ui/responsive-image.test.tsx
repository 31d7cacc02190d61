import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from '../features/catalog-browser/components/product-gallery';
import { ResponsiveImage } from './responsive-image';
import { renderWithProviders } from './test-providers';

const id = '0f6f0b2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f';
const sizes = '(min-width: 900px) 33vw, 92vw';

function sourcesOf(image: HTMLElement) {
  const picture = image.closest('picture') as HTMLElement;
  return [...picture.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcSet: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }));
}

describe('ResponsiveImage', () => {
  it('offers AVIF then WebP at the listed widths, keeps the picture’s space and loads lazily', () => {
    renderWithProviders(
      <ResponsiveImage image={{ id, width: 1600, height: 1200 }} alt="שמשה" sizes={sizes} />,
    );
    const image = screen.getByRole('img', { name: 'שמשה' });
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('1200');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
    expect(image.getAttribute('sizes')).toBe(sizes);
    expect(image.getAttribute('src')).toBe(`/api/images/${id}/640.webp`);
    const widths = [160, 320, 640, 960, 1280];
    expect(image.getAttribute('srcset')).toBe(
      widths.map((width) => `/api/images/${id}/${width}.webp ${width}w`).join(', '),
    );
    expect(sourcesOf(image)).toEqual([
      {
        type: 'image/avif',
        srcSet: widths.map((width) => `/api/images/${id}/${width}.avif ${width}w`).join(', '),
        sizes,
      },
    ]);
  });

  it('never offers more than the original: the first width past it is described at the original’s width', () => {
    renderWithProviders(<ResponsiveImage image={{ id, width: 700, height: 400 }} alt="" sizes="100vw" />);
    const image = screen.getByRole('presentation');
    expect(image.getAttribute('srcset')).toBe(
      `/api/images/${id}/160.webp 160w, /api/images/${id}/320.webp 320w, /api/images/${id}/640.webp 640w, /api/images/${id}/960.webp 700w`,
    );
    expect(image.getAttribute('width')).toBe('700');
    expect(image.getAttribute('height')).toBe('400');
  });

  it('loads the page’s main picture at once and first', () => {
    renderWithProviders(
      <ResponsiveImage image={{ id, width: 1600, height: 1200 }} alt="main" sizes={sizes} priority />,
    );
    const image = screen.getByRole('img', { name: 'main' });
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });
});

describe('ProductGallery with public pictures', () => {
  it('serves the product page’s first picture resized and first, the thumbnails lazily', () => {
    const second = '1f6f0b2e-1c3a-4b5d-8e9f-0a1b2c3d4e5f';
    const file = (fileId: string) => ({
      _id: fileId,
      value: 'x',
      url: `/api/files/${fileId}/a.jpg?expires=1`,
      name: 'a.jpg',
    });
    renderWithProviders(
      <ProductGallery
        images={[file(id), file(second)]}
        pictures={[
          { id, width: 1600, height: 1200 },
          { id: second, width: 800, height: 600 },
        ]}
        name="שמשה קדמית"
      />,
    );
    const main = screen.getByTestId('gallery-main');
    expect(main.getAttribute('src')).toBe(`/api/images/${id}/640.webp`);
    expect(main.getAttribute('loading')).toBe('eager');
    expect(main.getAttribute('fetchpriority')).toBe('high');
    const thumbnails = screen.getAllByRole('presentation');
    expect(thumbnails).toHaveLength(2);
    for (const thumbnail of thumbnails) {
      expect(thumbnail.getAttribute('loading')).toBe('lazy');
      expect(thumbnail.getAttribute('srcset')).toMatch(/^\/api\/images\//);
    }
  });
});
