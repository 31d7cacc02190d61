import { addDays, type NewsLanguage, todayIso } from '@tg/domain';
import type { Executor } from '../../platform/db/client';
import type { FileStorage } from '../../platform/files/file-storage';
import type { DemoShape } from '../../platform/seed/demo-png';
import { demoPng } from '../../platform/seed/demo-png';
import { storeDemoPhoto } from '../files/files.seed';
import { findDemoPerson } from '../users/users.seed';
import { insertNewsArticle, newsImageOwner } from './news.service';

interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
}
type Topic = 'stock' | 'stations' | 'winter';

const topics: {
  topic: Topic;
  daysAgo: number;
  shape: DemoShape;
  color: readonly [number, number, number];
}[] = [
  { topic: 'stock', daysAgo: 3, shape: 'windscreen', color: [96, 150, 200] },
  { topic: 'stations', daysAgo: 17, shape: 'tool', color: [214, 120, 40] },
  { topic: 'winter', daysAgo: 40, shape: 'windscreen', color: [70, 110, 160] },
];

/** Three articles about the business in each storefront language. */
const articles: Record<NewsLanguage, Record<Topic, DemoArticle>> = {
  he: {
    stock: {
      slug: 'מלאי-חדש-שמשות-קדמיות',
      title: 'מלאי חדש של שמשות קדמיות לטרקטורים',
      summary:
        'הגיע משלוח גדול של שמשות קדמיות לג׳ון דיר, ניו הולנד, קייס ומאסי פרגוסון — מקוריות ותחליפיות.',
      body: 'השבוע קלטנו במחסן הראשי משלוח גדול של שמשות קדמיות לדגמים הנפוצים בארץ: ג׳ון דיר, ניו הולנד, קייס, מאסי פרגוסון וקובוטה.\n\nרוב השמשות זמינות להתקנה כבר מחר, בשטח או במוסך. אפשר לבדוק התאמה לפי מספר רישוי או מספר שלדה באתר.\n\nלהזמנה או לשאלה — התקשרו אלינו או שלחו הודעת וואטסאפ.',
    },
    stations: {
      slug: 'ארבע-תחנות-שירות-ניידות',
      title: 'ארבע תחנות שירות ניידות מגיעות אליכם לשטח',
      summary: 'הצוותים הניידים שלנו מחליפים שמשות בשדה, בפרדס ובאתר הבנייה, בלי להוביל את הכלי למוסך.',
      body: 'ארבע ניידות שירות מצוידות בשמשות, בחומרי איטום ובכלי עבודה יוצאות מדי בוקר לצפון, למרכז, לשפלה ולנגב.\n\nהטכנאי מגיע אל הכלי, מחליף את השמשה ומחזיר אותו לעבודה בתוך שעות ספורות.\n\nלמנויי השירות — הגעה בעדיפות ובלי תשלום על הנסיעה.',
    },
    winter: {
      slug: 'טיפים-לחורף-שמשות-טרקטור',
      title: 'חמישה טיפים לשמשות הטרקטור לקראת החורף',
      summary: 'מגבים, איטום וסדקים קטנים: מה כדאי לבדוק לפני הגשם הראשון.',
      body: 'החליפו מגבים שהגומי שלהם נסדק — מגב שחוק משאיר פסים ושורט את הזכוכית.\n\nבדקו את גומיות האיטום סביב השמשות והדלתות; נזילה קטנה בחורף הופכת לחלודה ולתקלות חשמל.\n\nסדק קטן מתרחב בקור. תיקון מוקדם זול בהרבה מהחלפת שמשה שלמה.\n\nאל תשפכו מים חמים על שמשה קפואה, ושמרו מגרד ונוזל ניקוי בתא.',
    },
  },
  en: {
    stock: {
      slug: 'new-windscreen-stock',
      title: 'New windscreen stock for tractors',
      summary:
        'A large delivery of front windscreens for John Deere, New Holland, Case and Massey Ferguson has arrived.',
      body: 'This week our main warehouse received a large delivery of front windscreens for the most common models: John Deere, New Holland, Case, Massey Ferguson and Kubota.\n\nMost of them can be fitted from tomorrow, in the field or at the garage. Check the fit by plate or chassis number on the site.\n\nTo order or ask, call us or send a WhatsApp message.',
    },
    stations: {
      slug: 'four-mobile-service-stations',
      title: 'Four mobile service stations come to your field',
      summary:
        'Our mobile crews replace glass in the field, the orchard and the building site — no trip to the garage.',
      body: 'Four service vans stocked with glass, sealants and tools leave every morning for the north, the centre, the lowlands and the Negev.\n\nThe technician comes to the machine, replaces the glass and has it back at work within hours.\n\nService subscribers get priority and no travel charge.',
    },
    winter: {
      slug: 'winter-tips-for-tractor-glass',
      title: 'Five winter tips for tractor glass',
      summary: 'Wipers, seals and small cracks: what to check before the first rain.',
      body: 'Replace wipers with cracked rubber — a worn blade leaves streaks and scratches the glass.\n\nCheck the seals around the glass and the doors; a small winter leak turns into rust and electrical faults.\n\nA small crack grows in the cold. An early repair costs far less than a new windscreen.\n\nNever pour hot water on frozen glass, and keep a scraper and washer fluid in the cab.',
    },
  },
  ar: {
    stock: {
      slug: 'مخزون-جديد-زجاج-أمامي',
      title: 'مخزون جديد من الزجاج الأمامي للجرارات',
      summary: 'وصلت شحنة كبيرة من الزجاج الأمامي لجون دير ونيو هولاند وكيس وماسي فيرغسون.',
      body: 'استلم مستودعنا الرئيسي هذا الأسبوع شحنة كبيرة من الزجاج الأمامي للطرازات الأكثر شيوعًا: جون دير ونيو هولاند وكيس وماسي فيرغسون وكوبوتا.\n\nمعظمها جاهز للتركيب من الغد، في الحقل أو في الكراج. تحقّق من الملاءمة برقم اللوحة أو رقم الشاسيه على الموقع.\n\nللطلب أو السؤال، اتصل بنا أو أرسل رسالة واتساب.',
    },
    stations: {
      slug: 'أربع-محطات-خدمة-متنقلة',
      title: 'أربع محطات خدمة متنقلة تصل إلى حقلك',
      summary: 'طواقمنا المتنقلة تستبدل الزجاج في الحقل والبستان وموقع البناء دون نقل الآلية إلى الكراج.',
      body: 'أربع سيارات خدمة مجهزة بالزجاج ومواد العزل والأدوات تنطلق كل صباح إلى الشمال والمركز والسهل والنقب.\n\nيصل الفني إلى الآلية ويستبدل الزجاج ويعيدها إلى العمل خلال ساعات.\n\nلمشتركي الخدمة أولوية في الوصول ودون رسوم سفر.',
    },
    winter: {
      slug: 'نصائح-الشتاء-لزجاج-الجرار',
      title: 'خمس نصائح شتوية لزجاج الجرار',
      summary: 'المساحات والعوازل والشقوق الصغيرة: ما يجب فحصه قبل المطر الأول.',
      body: 'استبدل المساحات ذات المطاط المتشقق، فالمساحة البالية تترك خطوطًا وتخدش الزجاج.\n\nافحص العوازل حول الزجاج والأبواب؛ التسرب الصغير في الشتاء يتحول إلى صدأ وأعطال كهربائية.\n\nالشق الصغير يتسع في البرد، والإصلاح المبكر أرخص بكثير من زجاج جديد.\n\nلا تسكب ماءً ساخنًا على زجاج متجمد، واحتفظ بمكشطة وسائل تنظيف في المقصورة.',
    },
  },
  ru: {
    stock: {
      slug: 'novye-lobovye-stekla',
      title: 'Новая партия лобовых стёкол для тракторов',
      summary: 'Пришла большая партия лобовых стёкол для John Deere, New Holland, Case и Massey Ferguson.',
      body: 'На этой неделе на основной склад пришла большая партия лобовых стёкол для самых распространённых моделей: John Deere, New Holland, Case, Massey Ferguson и Kubota.\n\nБольшинство можно установить уже завтра — в поле или в мастерской. Проверьте совместимость по номеру или шасси на сайте.\n\nЧтобы заказать или спросить, позвоните нам или напишите в WhatsApp.',
    },
    stations: {
      slug: 'chetyre-vyezdnye-stantsii',
      title: 'Четыре выездные станции обслуживания приедут к вам',
      summary: 'Наши выездные бригады меняют стёкла в поле, в саду и на стройке — без поездки в мастерскую.',
      body: 'Каждое утро четыре сервисные машины со стёклами, герметиками и инструментами выезжают на север, в центр, в Шфелу и в Негев.\n\nТехник приезжает к машине, меняет стекло и возвращает её в работу за несколько часов.\n\nАбоненты сервиса обслуживаются в первую очередь и без оплаты выезда.',
    },
    winter: {
      slug: 'zimnie-sovety-stekla-traktora',
      title: 'Пять зимних советов для стёкол трактора',
      summary: 'Дворники, уплотнители и мелкие трещины: что проверить до первого дождя.',
      body: 'Замените дворники с треснувшей резинкой — изношенная щётка оставляет полосы и царапает стекло.\n\nПроверьте уплотнители вокруг стёкол и дверей: небольшая течь зимой оборачивается ржавчиной и неисправностями электрики.\n\nМаленькая трещина на холоде растёт. Ранний ремонт обходится гораздо дешевле нового стекла.\n\nНе лейте горячую воду на замёрзшее стекло и держите в кабине скребок и омывающую жидкость.',
    },
  },
};

/**
 * The demo news: three published articles in each language (new stock, the mobile stations,
 * winter tips), dated in the last weeks, each with a drawn picture. Answers how many were added.
 */
export async function seedDemoNews(tx: Executor, storage: FileStorage, now = new Date()): Promise<number> {
  const worker = await findDemoPerson(tx, '+972500000002');
  const actor = { userId: worker?.id ?? null, role: 'system', name: 'demo data' };
  const today = todayIso(now);
  let made = 0;
  for (const [language, byTopic] of Object.entries(articles) as [
    NewsLanguage,
    Record<Topic, DemoArticle>,
  ][]) {
    for (const { topic, daysAgo, shape, color } of topics) {
      const article = byTopic[topic];
      const row = await insertNewsArticle(tx, actor, {
        ...article,
        language,
        publishAt: addDays(today, -daysAgo),
        published: true,
      });
      if (worker)
        await storeDemoPhoto(tx, storage, {
          name: `${topic}.png`,
          content: demoPng(shape, color),
          uploadedBy: worker.id,
          ownerEntity: newsImageOwner,
          ownerId: row.id,
        });
      made += 1;
    }
  }
  return made;
}
