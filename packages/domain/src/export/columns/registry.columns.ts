import type { RegistryItem } from '../../registry/registry.schema';
import { type ExportColumn, textColumn, translated } from '../export-column';
import { commonHeaders as h } from './common-headers';

const categories = {
  braidTools: translated('כלים נגררים', 'Towed tools', 'أدوات مقطورة', 'Прицепная техника'),
  heavyTools: translated('כלים כבדים', 'Heavy machinery', 'آليات ثقيلة', 'Тяжёлая техника'),
  vehicleTools: translated('כלי רכב', 'Vehicles', 'مركبات', 'Транспортные средства'),
};

export const registryColumns: readonly ExportColumn<RegistryItem>[] = [
  textColumn('category', h.category, (row) => row.category, { values: categories, width: 16 }),
  textColumn('plate', h.plate, (row) => row.mispar_rechev),
  textColumn('chassis', h.chassis, (row) => row.mispar_shilda, { width: 20 }),
  textColumn('manufacturer', h.manufacturer, (row) => row.tozeret_nm, { width: 18 }),
  textColumn('model', h.model, (row) => row.degem_nm, { width: 18 }),
  textColumn('year', h.year, (row) => row.shnat_yitzur),
  textColumn('type', translated('סוג', 'Type', 'النوع', 'Тип'), (row) => row.sug_tzama_nm, { width: 18 }),
];
