import type { CatalogCategory, CatalogProduct, CatalogProductDetail, CatalogSearch } from '@tg/domain';

export const sampleCategories: CatalogCategory[] = [
  { category: 'windows', label: 'שמשות', productCount: 12 },
  { category: 'mirrors', label: 'מראות', productCount: 1 },
  { category: 'hydraulicHoses', label: 'צינורות הידראוליים', productCount: 3 },
];

export function sampleProduct(overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    _id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    id: '10045',
    catalogNumber: '10045',
    category: 'windows',
    name: 'שמשה קדמית ג׳ון דיר 6155R',
    en_name: 'Front windscreen John Deere 6155R',
    description: '',
    visibility: true,
    isOriginal: true,
    price: 1250,
    options: [],
    manufacturer: 'JOHN DEERE',
    model: '6155R',
    years: ['2019', '2020'],
    imageUrl: [],
    deliveryTime: '',
    inStock: true,
    ...overrides,
  };
}

export function sampleProductDetail(overrides: Partial<CatalogProductDetail> = {}): CatalogProductDetail {
  return {
    ...sampleProduct(),
    color: 'ירוק',
    print: '',
    holes: '4',
    type: 'קדמית',
    width: '120 ס״מ',
    height: '90 ס״מ',
    weight: '',
    curvature: '',
    installationInstructions: 'להסיר את הגומייה הישנה.\nלהדביק בדבק פוליאוריתן.',
    docs: [{ _id: 'doc-1', value: 'files/doc-1', url: 'https://files.example/doc-1.pdf', name: 'מפרט.pdf' }],
    imageUrl: [
      { _id: 'img-1', value: 'files/img-1', url: 'https://files.example/img-1.jpg', name: 'front.jpg' },
      { _id: 'img-2', value: 'files/img-2', url: 'https://files.example/img-2.jpg', name: 'side.jpg' },
    ],
    options: ['גוון כהה'],
    ...overrides,
  };
}

export function sampleSearch(
  products: CatalogProduct[],
  overrides: Partial<CatalogSearch> = {},
): CatalogSearch {
  return {
    success: true,
    searchType: 'filters',
    vehicle: null,
    categories: sampleCategories,
    products,
    total: products.length,
    totalPages: Math.max(1, Math.ceil(products.length / 24)),
    ...overrides,
  };
}
