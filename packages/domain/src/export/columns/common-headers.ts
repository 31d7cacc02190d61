import { translated } from '../export-column';

/** Headers more than one list shares, so each reads the same in every export. */
export const commonHeaders = {
  customerName: translated('שם לקוח', 'Customer name', 'اسم الزبون', 'Имя клиента'),
  idNumber: translated(
    'ת.ז. / ח.פ.',
    'ID / company no.',
    'رقم الهوية / الشركة',
    'Удостоверение / № компании',
  ),
  phone: translated('טלפון', 'Phone', 'الهاتف', 'Телефон'),
  email: translated('דוא"ל', 'E-mail', 'البريد الإلكتروني', 'Эл. почта'),
  plate: translated('מספר רישוי', 'Plate', 'رقم اللوحة', 'Госномер'),
  chassis: translated('מספר שלדה', 'Chassis', 'رقم الشاصي', 'Номер шасси'),
  manufacturer: translated('יצרן', 'Manufacturer', 'الشركة المصنعة', 'Производитель'),
  model: translated('דגם', 'Model', 'الطراز', 'Модель'),
  year: translated('שנת ייצור', 'Year', 'سنة الصنع', 'Год выпуска'),
  status: translated('סטטוס', 'Status', 'الحالة', 'Статус'),
  createdBy: translated('נוצר על ידי', 'Created by', 'أنشأه', 'Создал'),
  date: translated('תאריך', 'Date', 'التاريخ', 'Дата'),
  createdAt: translated('תאריך יצירה', 'Created', 'تاريخ الإنشاء', 'Создано'),
  catalogNumber: translated('מק"ט', 'Catalogue no.', 'رقم الكتالوج', 'Каталожный №'),
  productName: translated('שם מוצר', 'Product name', 'اسم المنتج', 'Название товара'),
  quantity: translated('כמות', 'Quantity', 'الكمية', 'Количество'),
  minQuantity: translated('כמות מינימום', 'Minimum quantity', 'الحد الأدنى للكمية', 'Мин. количество'),
  location: translated('מיקום', 'Location', 'الموقع', 'Место'),
  category: translated('קטגוריה', 'Category', 'الفئة', 'Категория'),
  city: translated('עיר', 'City', 'المدينة', 'Город'),
};
