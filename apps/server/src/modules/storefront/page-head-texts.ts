import type { StorefrontLanguage } from '@tg/domain';

/**
 * The words of each public page's head (title, description) per language: the server writes them
 * into the HTML before any JavaScript runs. They repeat the web's storefront texts (the page titles
 * and leads of apps/web/src/locales/{he,en,ar,ru}); page-head-texts.test.ts keeps the two the same,
 * so this table is the one source of the server's words and the web's locales stay the source of
 * what the page shows.
 */
export interface PageHeadTexts {
  appName: string;
  /** The home page's title after the name. */
  tagline: string;
  homeDescription: string;
  about: [title: string, description: string];
  contact: [title: string, description: string];
  delivery: [title: string, description: string];
  news: [title: string, description: string];
  products: [title: string, description: string];
  serviceCall: [title: string, description: string];
  machineView: string;
  notFound: [title: string, description: string];
  /** Built-in categories' names (catalog-browser.categories). */
  categories: Record<string, string>;
  /** "{name} in the catalogue": a category page's description. */
  categoryDescription: (name: string) => string;
  /** A product page's description: its name, catalogue number and price in shekels. */
  productDescription: (product: { name: string; catalogNumber: string; price: string }) => string;
  /** Open Graph's locale of the language. */
  ogLocale: string;
}

export const pageHeadTexts: Record<StorefrontLanguage, PageHeadTexts> = {
  he: {
    appName: 'זכוכית לטרקטורים',
    tagline: 'שמשות וחלקים לטרקטורים ולכלים כבדים',
    homeDescription:
      '15 שנה של שמשות, זכוכית וחלקים לטרקטורים ולכלים כבדים — ו־4 ניידות שירות שמגיעות אליכם לשטח.',
    about: [
      'אודותינו',
      '15 שנה של שמשות, זכוכית וחלקים לטרקטורים ולכלים כבדים — ו־4 ניידות שירות שמגיעות אליכם לשטח.',
    ],
    contact: ['צור קשר', 'ספרו לנו מה צריך ונחזור אליכם עם הצעת מחיר — או התקשרו ישירות.'],
    delivery: [
      'משלוחים ושירותים',
      'התקנה בשטח, עבודה במעבדה ומשלוח לכל הארץ — ומנוי שירות שמכסה את הנזק הבא.',
    ],
    news: ['חדשות', 'עדכונים מהמחסן, מהשטח ומהצוות: מלאי חדש, שירות נייד וטיפים לשמשות הכלים שלכם.'],
    products: [
      'קטלוג מוצרים',
      'שמשות, מראות, פנסים וחלקים לטרקטורים ולכלים כבדים. בחרו קטגוריה או חפשו לפי מספר הכלי.',
    ],
    serviceCall: ['קריאת שירות', 'פתחו קריאת שירות: ניידת מגיעה אליכם לשטח להחלפת שמשה או תיקון.'],
    machineView: 'חיפוש לפי כלי',
    notFound: ['הדף לא נמצא', 'הכתובת שביקשת לא קיימת או שהועברה למקום אחר.'],
    categories: {
      windows: 'שמשות',
      mirrors: 'מראות',
      lights: 'פנסים',
      parts: 'חלקים',
      workClothes: 'ביגוד עבודה',
      workMaterials: 'חומרי עבודה',
      tools: 'כלים',
      works: 'עבודות',
    },
    categoryDescription: (name) => `${name} לטרקטורים ולכלים כבדים: מחירים, התאמה לפי כלי ומלאי.`,
    productDescription: ({ name, catalogNumber, price }) => `${name}, מק״ט ${catalogNumber}, ${price}.`,
    ogLocale: 'he_IL',
  },
  en: {
    appName: 'Tractor Glass',
    tagline: 'Windscreens and parts for tractors and heavy machinery',
    homeDescription:
      '15 years of windscreens, glass and parts for tractors and heavy machinery — and 4 mobile service stations that come to you.',
    about: [
      'About us',
      '15 years of windscreens, glass and parts for tractors and heavy machinery — and 4 mobile service stations that come to you.',
    ],
    contact: [
      'Contact us',
      "Tell us what you need and we'll get back to you with a quote — or call us directly.",
    ],
    delivery: [
      'Delivery and services',
      'Installation in the field, work in our workshop and delivery across Israel — plus a service subscription that covers the next damage.',
    ],
    news: [
      'News',
      "Updates from the warehouse, the field and the team: new stock, mobile service and tips for your machines' glass.",
    ],
    products: [
      'Product catalogue',
      "Windscreens, mirrors, lights and parts for tractors and heavy machinery. Choose a category or search by your machine's number.",
    ],
    serviceCall: [
      'Service call',
      'Open a service call: a mobile station comes to you to replace a windscreen or repair.',
    ],
    machineView: 'Search by machine',
    notFound: ['Page not found', "The address you asked for doesn't exist or has moved."],
    categories: {
      windows: 'Windscreens & glass',
      mirrors: 'Mirrors',
      lights: 'Lights',
      parts: 'Parts',
      workClothes: 'Work clothes',
      workMaterials: 'Work materials',
      tools: 'Tools',
      works: 'Works',
    },
    categoryDescription: (name) =>
      `${name} for tractors and heavy machinery: prices, fit by machine and stock.`,
    productDescription: ({ name, catalogNumber, price }) =>
      `${name}, catalogue number ${catalogNumber}, ${price}.`,
    ogLocale: 'en_US',
  },
  ar: {
    appName: 'زجاج الجرارات',
    tagline: 'زجاج وقطع غيار للجرارات والآليات الثقيلة',
    homeDescription:
      '15 عاماً من الزجاج الأمامي والزجاج وقطع الغيار للجرارات والآليات الثقيلة — و4 محطات خدمة متنقلة تصل إليكم في الميدان.',
    about: [
      'من نحن',
      '15 عاماً من الزجاج الأمامي والزجاج وقطع الغيار للجرارات والآليات الثقيلة — و4 محطات خدمة متنقلة تصل إليكم في الميدان.',
    ],
    contact: ['اتصل بنا', 'أخبرونا بما تحتاجونه وسنعود إليكم بعرض سعر — أو اتصلوا بنا مباشرة.'],
    delivery: [
      'التوصيل والخدمات',
      'تركيب في الميدان وعمل في الورشة وتوصيل إلى كل البلاد — واشتراك خدمة يغطي الضرر القادم.',
    ],
    news: ['الأخبار', 'تحديثات من المستودع والميدان والفريق: مخزون جديد وخدمة متنقلة ونصائح لزجاج آلياتكم.'],
    products: [
      'كتالوج المنتجات',
      'زجاج أمامي ومرايا وأضواء وقطع غيار للجرارات والآليات الثقيلة. اختر فئة أو ابحث برقم آليتك.',
    ],
    serviceCall: ['طلب خدمة', 'افتحوا طلب خدمة: محطة متنقلة تصل إليكم لتبديل الزجاج أو الإصلاح.'],
    machineView: 'البحث حسب الآلية',
    notFound: ['الصفحة غير موجودة', 'العنوان الذي طلبته غير موجود أو نُقل إلى مكان آخر.'],
    categories: {
      windows: 'زجاج',
      mirrors: 'مرايا',
      lights: 'أضواء',
      parts: 'قطع غيار',
      workClothes: 'ملابس عمل',
      workMaterials: 'مواد عمل',
      tools: 'أدوات',
      works: 'أعمال',
    },
    categoryDescription: (name) =>
      `${name} للجرارات والآليات الثقيلة: الأسعار والملاءمة حسب الآلية والمخزون.`,
    productDescription: ({ name, catalogNumber, price }) =>
      `${name}، رقم الكتالوج ${catalogNumber}، ${price}.`,
    ogLocale: 'ar_AR',
  },
  ru: {
    appName: 'Стёкла для тракторов',
    tagline: 'Стёкла и запчасти для тракторов и тяжёлой техники',
    homeDescription:
      '15 лет стёкол и запчастей для тракторов и тяжёлой техники — и 4 мобильные сервисные станции, которые приезжают к вам.',
    about: [
      'О нас',
      '15 лет стёкол и запчастей для тракторов и тяжёлой техники — и 4 мобильные сервисные станции, которые приезжают к вам.',
    ],
    contact: ['Контакты', 'Расскажите, что нужно, — мы ответим с ценой. Или позвоните нам напрямую.'],
    delivery: [
      'Доставка и услуги',
      'Установка на месте, работа в мастерской и доставка по всему Израилю — и сервисный абонемент на следующий случай.',
    ],
    news: [
      'Новости',
      'Новости со склада, с выездов и от команды: новые поступления, выездной сервис и советы по стёклам вашей техники.',
    ],
    products: [
      'Каталог товаров',
      'Стёкла, зеркала, фары и запчасти для тракторов и тяжёлой техники. Выберите категорию или найдите товары по номеру вашей машины.',
    ],
    serviceCall: [
      'Вызов сервиса',
      'Вызовите сервис: мобильная станция приедет к вам заменить стекло или отремонтировать.',
    ],
    machineView: 'Поиск по машине',
    notFound: ['Страница не найдена', 'Запрошенный адрес не существует или был перемещён.'],
    categories: {
      windows: 'Стёкла',
      mirrors: 'Зеркала',
      lights: 'Фары',
      parts: 'Запчасти',
      workClothes: 'Рабочая одежда',
      workMaterials: 'Рабочие материалы',
      tools: 'Инструменты',
      works: 'Работы',
    },
    categoryDescription: (name) =>
      `${name} для тракторов и тяжёлой техники: цены, подбор по машине и наличие.`,
    productDescription: ({ name, catalogNumber, price }) =>
      `${name}, каталожный номер ${catalogNumber}, ${price}.`,
    ogLocale: 'ru_RU',
  },
};
